// The modules of build/compile-messages.ts: each catalogue parsed to FormatJS's AST.
declare module 'virtual:messages/*' {
  import type { MessageFormatElement } from 'react-intl';
  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}

declare module 'virtual:catalogues' {
  import type { MessageFormatElement } from 'react-intl';
  export const catalogues: Record<
    string,
    () => Promise<{ default: Record<string, MessageFormatElement[]> }>
  >;
}
