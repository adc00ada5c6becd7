import { indianStates } from '@greenscape/shared/gst';
import { stateNameIn } from '@greenscape/shared/state-names-hi';
import { useLanguage } from './use-t';

/** The states as a select's choices: the English name kept, shown in the reader's language. */
export function useStateOptions(): { value: string; label: string }[] {
  const { language } = useLanguage();
  return indianStates.map((s) => ({ value: s.name, label: stateNameIn(s, language) }));
}
