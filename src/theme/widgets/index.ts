import type { AppWidgets } from '../../engine/types';
import CheckboxWidget from './checkbox-widget';
import CheckboxesWidget from './checkboxes-widget';
import DateTimeWidget from './date-time-widget';
import DateWidget from './date-widget';
import EmailWidget from './email-widget';
import EraDateWidget from './lazy-era-date-widget';
import FileWidget from './file-widget';
import HiddenWidget from './hidden-widget';
import PasswordWidget from './password-widget';
import RadioWidget from './radio-widget';
import RichTextWidget from './rich-text-widget';
import SelectWidget from './select-widget';
import StatusTagWidget from './status-tag-widget';
import TextWidget from './text-widget';
import TextareaWidget from './textarea-widget';
import TimeWidget from './time-widget';
import TokyoDateTimeWidget from './tokyo-date-time-widget';
import UpDownWidget from './up-down-widget';
import URLWidget from './url-widget';

/** The theme's widgets, one explicit map keyed by rjsf's registry names; others (range, color, alt-date, rating) stay rjsf core's. */
export function generateWidgets(): AppWidgets {
  return {
    CheckboxWidget,
    CheckboxesWidget,
    DateTimeWidget,
    DateWidget,
    EmailWidget,
    FileWidget,
    HiddenWidget,
    PasswordWidget,
    RadioWidget,
    SelectWidget,
    TextWidget,
    TextareaWidget,
    TimeWidget,
    UpDownWidget,
    URLWidget,
    eraDate: EraDateWidget,
    richText: RichTextWidget,
    statusTag: StatusTagWidget,
    tokyoDateTime: TokyoDateTimeWidget,
  };
}
