import type {
  FormContextType,
  RJSFSchema,
  Registry,
  UiSchema,
  WidgetProps,
  FieldTemplateProps,
  ObjectFieldTemplateProps,
  ArrayFieldTemplateProps,
  FieldProps,
  ErrorSchema,
  BaseInputTemplateProps,
  FieldErrorProps,
  FieldHelpProps,
  TitleFieldProps,
  DescriptionFieldProps,
  ArrayFieldItemTemplateProps,
  ErrorListProps,
  WrapIfAdditionalTemplateProps,
  UnsupportedFieldProps,
  IconButtonProps,
  SubmitButtonProps,
  RegistryWidgetsType,
  TemplatesType,
} from '@rjsf/utils';
import type { FormProps, ThemeProps } from '@rjsf/core';

/** Any JSON value a section form may hold. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
/** A section's form data: a JSON object. */
export type FormData = { [key: string]: JsonValue };
/** The JSON Schema type every form in the product uses. */
export type Schema = RJSFSchema;

/**
 * What every form of the engine gets as rjsf's formContext — sections, search cards, dialogs and, later,
 * my page and public forms — as plain values (rjsf compares formContext shallowly).
 */
export interface FormContext extends FormContextType {
  /** The user may edit this form (the feature, the principal's rights). */
  authorised: boolean;
  /** A request on the form's data runs: everything is locked. */
  requesting: boolean;
  /** Pointer (`/a/b`) → the earlier value, for fields whose pending value differs from the current one. */
  changes?: Record<string, ChangeMark>;
}

/** A customer-page section's form context: the form's, plus the customer, the mode, the user and the stamp. */
export interface SectionContext extends FormContext {
  customerId: number;
  isEntry: boolean;
  userId: number;
  customerUpdatedTimestamp: string;
}

/** How a changed field is marked: pending (read-only, tooltip) or sent back (red border, tooltip). */
export interface ChangeMark {
  kind: 'pending' | 'sentBack';
  previous: JsonValue;
  masked?: boolean;
}

/**
 * The form data type parameter rjsf sees. Not `FormData`: rjsf's ErrorSchema recurses through the data
 * type, and over the recursive JsonValue the compiler gives up ("excessively deep").
 */
export type RjsfData = { [key: string]: unknown };

// rjsf's generic parameters, fixed once for the whole product.
export type AppUiSchema = UiSchema<RjsfData, Schema, FormContext>;
export type AppWidgetProps = WidgetProps<RjsfData, Schema, FormContext>;
export type AppFieldProps = FieldProps<RjsfData, Schema, FormContext>;
export type AppFieldTemplateProps = FieldTemplateProps<RjsfData, Schema, FormContext>;
export type AppObjectFieldTemplateProps = ObjectFieldTemplateProps<RjsfData, Schema, FormContext>;
export type AppArrayFieldTemplateProps = ArrayFieldTemplateProps<RjsfData, Schema, FormContext>;
export type AppRegistry = Registry<RjsfData, Schema, FormContext>;
export type AppErrorSchema = ErrorSchema<RjsfData>;
export type AppBaseInputTemplateProps = BaseInputTemplateProps<RjsfData, Schema, FormContext>;
export type AppFieldErrorProps = FieldErrorProps<RjsfData, Schema, FormContext>;
export type AppFieldHelpProps = FieldHelpProps<RjsfData, Schema, FormContext>;
export type AppTitleFieldProps = TitleFieldProps<RjsfData, Schema, FormContext>;
export type AppDescriptionFieldProps = DescriptionFieldProps<RjsfData, Schema, FormContext>;
export type AppArrayFieldItemTemplateProps = ArrayFieldItemTemplateProps<RjsfData, Schema, FormContext>;
export type AppErrorListProps = ErrorListProps<RjsfData, Schema, FormContext>;
export type AppWrapIfAdditionalTemplateProps = WrapIfAdditionalTemplateProps<RjsfData, Schema, FormContext>;
export type AppUnsupportedFieldProps = UnsupportedFieldProps<RjsfData, Schema, FormContext>;
export type AppIconButtonProps = IconButtonProps<RjsfData, Schema, FormContext>;
export type AppSubmitButtonProps = SubmitButtonProps<RjsfData, Schema, FormContext>;
export type AppWidgets = RegistryWidgetsType<RjsfData, Schema, FormContext>;
export type AppTemplates = NonNullable<FormProps<RjsfData, Schema, FormContext>['templates']>;
export type AppButtonTemplates = TemplatesType<RjsfData, Schema, FormContext>['ButtonTemplates'];
export type AppFormProps = FormProps<RjsfData, Schema, FormContext>;
export type AppThemeProps = ThemeProps<RjsfData, Schema, FormContext>;
