// The detail page's code arrives in lazy chunks, each requested only when rendering reaches it; on a slow
// machine data, chunk and render then ran one after another (bench B8, issue 17). The shell's route starts
// these beside the page's own chunk; this module holds nothing else, as it is part of the shell (bench B7).

let started = false;

/** What 基本情報 (the section opened first) renders besides the Form: the 反響 link field, the era date widget. */
export function preloadFirstSectionChunks(): void {
  if (started) return;
  started = true;
  void import('./business-talk/business-talk-link-field');
  void import('../../../theme/widgets/era-date-widget');
}
