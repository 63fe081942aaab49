export {
  INTENT_PLUGIN_ID,
  intentEntries,
  parseIntentConfig,
  type Intent,
  type IntentConfig,
} from './config';
export { intentsFromFile, resolveIntentFiles, type FileReader } from './files';
export { intentRubric, intentsOf, type IntentTest } from './tests';
