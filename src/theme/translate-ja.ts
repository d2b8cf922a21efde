import { replaceStringParameters, TranslatableString } from '@rjsf/utils';

// Every string rjsf translates, in Japanese; typed as a full record so an rjsf upgrade that adds
// a string fails the type check instead of showing English.
const JA: Record<TranslatableString, string> = {
  [TranslatableString.ArrayItemTitle]: '項目',
  [TranslatableString.MissingItems]: '項目の定義がありません',
  [TranslatableString.EmptyArray]: 'まだ項目がありません。下のボタンで追加してください。',
  [TranslatableString.YesLabel]: 'はい',
  [TranslatableString.NoLabel]: 'いいえ',
  [TranslatableString.CloseLabel]: '閉じる',
  [TranslatableString.ErrorsLabel]: '入力にエラーがあります',
  [TranslatableString.NewStringDefault]: '新しい値',
  [TranslatableString.AddButton]: '追加',
  [TranslatableString.AddItemButton]: '追加',
  [TranslatableString.CopyButton]: '複製',
  [TranslatableString.ExpandButton]: '展開',
  [TranslatableString.MoveDownButton]: '下へ移動',
  [TranslatableString.MoveUpButton]: '上へ移動',
  [TranslatableString.RemoveButton]: '削除',
  [TranslatableString.NowLabel]: '現在',
  [TranslatableString.ClearLabel]: 'クリア',
  [TranslatableString.AriaDateLabel]: '日付を選択',
  [TranslatableString.PreviewLabel]: 'プレビュー',
  [TranslatableString.DecrementAriaLabel]: '1 減らす',
  [TranslatableString.IncrementAriaLabel]: '1 増やす',
  [TranslatableString.OptionalObjectAdd]: '任意項目のデータを追加',
  [TranslatableString.OptionalObjectRemove]: '任意項目のデータを削除',
  [TranslatableString.OptionalObjectEmptyMsg]: '任意項目のデータはありません',
  [TranslatableString.Type]: '型',
  [TranslatableString.Value]: '値',
  [TranslatableString.ClearButton]: '入力をクリア',
  [TranslatableString.UnknownFieldType]: '不明な項目の型 %1',
  [TranslatableString.OptionPrefix]: '選択肢 %1',
  [TranslatableString.TitleOptionPrefix]: '%1 の選択肢 %2',
  [TranslatableString.KeyLabel]: '%1 のキー',
  [TranslatableString.DeprecatedLabel]: '%1（廃止予定）',
  [TranslatableString.CycleDetected]:
    '項目「%1」で循環参照（$ref の循環）を検出しました。次の循環まで展開できます',
  [TranslatableString.InvalidObjectField]: '項目「%1」のオブジェクト設定が正しくありません: %2',
  [TranslatableString.UnsupportedField]: '対応していない項目のスキーマです。',
  [TranslatableString.UnsupportedFieldWithId]: '項目 %1 のスキーマには対応していません。',
  [TranslatableString.UnsupportedFieldWithReason]: '対応していない項目のスキーマです: %1',
  [TranslatableString.UnsupportedFieldWithIdAndReason]: '項目 %1 のスキーマには対応していません: %2',
  [TranslatableString.FilesInfo]: '%1（%2、%3 バイト）',
};

/** rjsf's `translateString` in Japanese; the default of `ThemedForm`, which a form's own `translateString` overrides. */
export function translateJa(key: TranslatableString, params?: string[]): string {
  return replaceStringParameters(JA[key], params);
}
