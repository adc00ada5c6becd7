import { buttonsOf, channelEvents, templateName } from '@greenscape/shared/channels/channel-events';

// What the WhatsApp stand-in (whatsapp.ts) checks of a message, as Meta would: a template we
// registered, its language, one body parameter, and the buttons of its registration.

/** Each registered template's buttons, by name: their kinds in order. */
const registered = new Map(
  channelEvents.map((event) => [templateName(event), buttonsOf(event).map((b) => b.kind)]),
);

export type Body = {
  messaging_product?: string;
  to?: string;
  type?: string;
  text?: { body?: string };
  template?: {
    name?: string;
    language?: { code?: string };
    components?: {
      type?: string;
      sub_type?: string;
      index?: string;
      parameters?: { type?: string; text?: string; payload?: string }[];
    }[];
  };
};

/** The URL button's variable of a template's components, if it has one. */
export function link(components: NonNullable<NonNullable<Body['template']>['components']>) {
  const url = components.find((c) => c.type === 'button' && c.sub_type === 'url');
  return url ? { link: url.parameters![0]!.text! } : {};
}

/** What is wrong with a message's body, as Meta would refuse it; none when it is right. */
export function problemOf(body: Body): string | undefined {
  if (body.messaging_product !== 'whatsapp' || !/^\d{10,15}$/.test(body.to ?? '')) {
    return 'messaging_product and to (digits with the country code) are required';
  }
  if (body.type === 'text') {
    return body.text?.body ? undefined : 'text.body is required';
  }
  const t = body.template;
  if (body.type !== 'template' || !t?.name || !registered.has(t.name)) {
    return `template name does not exist in the translation: ${t?.name}`;
  }
  if (t.language?.code !== 'en' && t.language?.code !== 'hi') {
    return `template ${t.name} has no translation in ${t.language?.code}`;
  }
  const components = t.components ?? [];
  const params = components.filter((c) => c.type === 'body').flatMap((c) => c.parameters ?? []);
  if (params.length !== 1 || params.some((p) => p.type !== 'text' || !p.text)) {
    return `template ${t.name}: number of localizable_params (${params.length}) does not match the expected number of params (1)`;
  }
  const buttons = components.filter((c) => c.type === 'button');
  const expected = registered.get(t.name) ?? [];
  const wrong = (b: (typeof buttons)[number], i: number) => {
    const parameter = b.parameters?.[0];
    return (
      b.sub_type !== expected[i] ||
      b.index !== String(i) ||
      (expected[i] === 'url'
        ? parameter?.type !== 'text' || !parameter.text
        : parameter?.type !== 'payload' || !parameter.payload)
    );
  };
  if (buttons.length !== expected.length || buttons.some(wrong)) {
    return `template ${t.name} expects the buttons ${expected.join(', ') || 'none'}`;
  }
  return undefined;
}
