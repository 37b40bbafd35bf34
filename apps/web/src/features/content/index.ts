/** The content feature's door: the read hooks of the content API, shared by the site and the editor. */
export {
  contentApi,
  contentKeys,
  isNotFound,
  listEvery,
  useContentItem,
  useContentList,
  useContentSearch,
  useEveryContent,
} from './api';
export { localized, pickText } from './site/localize';
