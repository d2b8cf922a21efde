import {
  searchCardFrom,
  type SearchCard,
  type SearchCardDefinition,
} from '../../../../engine/browser-search-cards';

/** `schemas/search/business-talk/search.json`: a search card plus the texts of the field, menu and modal. */
export interface BusinessTalkCardDefinition extends SearchCardDefinition {
  labels: SearchCardDefinition['labels'] & {
    modalTitle: string;
    menu: string;
    menuLink: string;
    menuUnlink: string;
    menuGoTo: string;
    cancel: string;
    link: string;
    linking: string;
    detail: string;
    overwrite: string;
    unlink: string;
    empty: string;
    pager: string;
    loading: string;
    saving: string;
    releasing: string;
  };
  messages: {
    loadFailedTitle: string;
    loadFailed: string;
    notSelected: string;
    overwriteConfirm: string;
    linked: string;
    linkFailed: string;
    unlinkConfirm: string;
    unlinked: string;
    unlinkFailed: string;
  };
  /** The 反響 screen the 詳細 button and 紐付いている反響へ移動 open, with `?business_talk_history_id=`. */
  detailPath: string;
  /** Rows per page (000 §9: 20). */
  pageSize: number;
}

const card = searchCardFrom(
  import.meta.glob('../../../../../schemas/search/business-talk/*.json', { eager: true, import: 'default' }),
  'business-talk',
);

/** The business-talk search card; its definition carries the extra texts (the engine reads the common part). */
export const businessTalkCard: SearchCard & { definition: BusinessTalkCardDefinition } = {
  ...card,
  definition: card.definition as BusinessTalkCardDefinition,
};

/** The card's texts, for the components that only need them. */
export const { labels, messages } = businessTalkCard.definition;
