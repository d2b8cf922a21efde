import type { AppTemplates } from '../../engine/types';
import AddButton from './add-button';
import ArrayFieldItemTemplate from './array-field-item-template';
import ArrayFieldTemplate from './array-field-template';
import BaseInputTemplate from './base-input-template';
import ClearButton from './clear-button';
import CopyButton from './copy-button';
import DescriptionFieldTemplate from './description-field-template';
import ErrorListTemplate from './error-list-template';
import FieldErrorTemplate from './field-error-template';
import FieldHelpTemplate from './field-help-template';
import FieldTemplate from './field-template';
import MoveDownButton from './move-down-button';
import MoveUpButton from './move-up-button';
import ObjectFieldTemplate from './object-field-template';
import RemoveButton from './remove-button';
import SubmitButton from './submit-button';
import TitleFieldTemplate from './title-field-template';
import UnsupportedFieldTemplate from './unsupported-field-template';
import WrapIfAdditionalTemplate from './wrap-if-additional-template';

/** The theme's templates, one explicit map; templates not named here (array title/description, item buttons, grid, …) are rjsf core's, which compose ours. */
export function generateTemplates(): AppTemplates {
  return {
    ArrayFieldItemTemplate,
    ArrayFieldTemplate,
    BaseInputTemplate,
    DescriptionFieldTemplate,
    ErrorListTemplate,
    FieldErrorTemplate,
    FieldHelpTemplate,
    FieldTemplate,
    ObjectFieldTemplate,
    TitleFieldTemplate,
    UnsupportedFieldTemplate,
    WrapIfAdditionalTemplate,
    ButtonTemplates: {
      AddButton,
      ClearButton,
      CopyButton,
      MoveDownButton,
      MoveUpButton,
      RemoveButton,
      SubmitButton,
    },
  };
}
