import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { documentErrorPage } from './error-page';

// The page a browser gets for a refused document link: the refusal's text, escaped, and only for
// a navigation that asks for HTML.
describe('the refusal page of a document link', () => {
  const request = (accept: string) =>
    ({ headers: { accept }, accountLanguage: 'hi' }) as unknown as FastifyRequest;
  const reply = (statusCode: number) =>
    ({ statusCode, header: vi.fn() }) as unknown as FastifyReply & {
      header: ReturnType<typeof vi.fn>;
    };
  const refusal = JSON.stringify({ code: 'x', message: `<script>alert("1")</script> & 'x'` });

  it('escapes the message and links home, in the reader’s language', async () => {
    const answer = reply(429);
    const page = String(await documentErrorPage(request('text/html,*/*'), answer, refusal));
    expect(page).toContain(
      '<h1 style="font-size: 1.25rem">&#60;script&#62;alert(&#34;1&#34;)&#60;/script&#62; &#38; &#39;x&#39;</h1>',
    );
    expect(page).not.toContain('<script>');
    expect(page).toContain('<html lang="hi">');
    expect(page).toContain('Greenscape पर वापस जाएँ');
    expect(answer.header).toHaveBeenCalledWith('content-type', 'text/html; charset=utf-8');
  });

  it('leaves programs, successes and other bodies alone', async () => {
    expect(await documentErrorPage(request('application/json'), reply(429), refusal)).toBe(refusal);
    expect(await documentErrorPage(request('*/*'), reply(429), refusal)).toBe(refusal);
    expect(await documentErrorPage(request('text/html'), reply(200), 'pdf')).toBe('pdf');
    expect(await documentErrorPage(request('text/html'), reply(404), 'not json')).toBe('not json');
  });
});
