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

/** What a page hands every section, as plain values (rjsf compares formContext shallowly). */
export interface SectionContext extends FormContextType {
  customerId: number;
  isEntry: boolean;
  userId: number;
  requesting: boolean;
  customerUpdatedTimestamp: string;
  authorised: boolean;
  /** Pointer (`/a/b`) → the earlier value, for fields whose pending value differs from the current one. */
  changes?: Record<string, ChangeMark>;
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
export type AppUiSchema = UiSchema<RjsfData, Schema, SectionContext>;
export type AppWidgetProps = WidgetProps<RjsfData, Schema, SectionContext>;
export type AppFieldProps = FieldProps<RjsfData, Schema, SectionContext>;
export type AppFieldTemplateProps = FieldTemplateProps<RjsfData, Schema, SectionContext>;
export type AppObjectFieldTemplateProps = ObjectFieldTemplateProps<RjsfData, Schema, SectionContext>;
export type AppArrayFieldTemplateProps = ArrayFieldTemplateProps<RjsfData, Schema, SectionContext>;
export type AppRegistry = Registry<RjsfData, Schema, SectionContext>;
export type AppErrorSchema = ErrorSchema<RjsfData>;
export type AppBaseInputTemplateProps = BaseInputTemplateProps<RjsfData, Schema, SectionContext>;
export type AppFieldErrorProps = FieldErrorProps<RjsfData, Schema, SectionContext>;
export type AppFieldHelpProps = FieldHelpProps<RjsfData, Schema, SectionContext>;
export type AppTitleFieldProps = TitleFieldProps<RjsfData, Schema, SectionContext>;
export type AppDescriptionFieldProps = DescriptionFieldProps<RjsfData, Schema, SectionContext>;
export type AppArrayFieldItemTemplateProps = ArrayFieldItemTemplateProps<RjsfData, Schema, SectionContext>;
export type AppErrorListProps = ErrorListProps<RjsfData, Schema, SectionContext>;
export type AppWrapIfAdditionalTemplateProps = WrapIfAdditionalTemplateProps<
  RjsfData,
  Schema,
  SectionContext
>;
export type AppUnsupportedFieldProps = UnsupportedFieldProps<RjsfData, Schema, SectionContext>;
export type AppIconButtonProps = IconButtonProps<RjsfData, Schema, SectionContext>;
export type AppSubmitButtonProps = SubmitButtonProps<RjsfData, Schema, SectionContext>;
export type AppWidgets = RegistryWidgetsType<RjsfData, Schema, SectionContext>;
export type AppTemplates = NonNullable<FormProps<RjsfData, Schema, SectionContext>['templates']>;
export type AppButtonTemplates = TemplatesType<RjsfData, Schema, SectionContext>['ButtonTemplates'];
export type AppFormProps = FormProps<RjsfData, Schema, SectionContext>;
export type AppThemeProps = ThemeProps<RjsfData, Schema, SectionContext>;
