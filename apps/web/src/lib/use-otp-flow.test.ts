// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@greenscape/shared/messages';
import { useOtpFlow, type OtpStep } from './use-otp-flow';

afterEach(cleanup);

function step<V, R>(
  run: (variables: V) => Promise<R>,
): OtpStep<V, R> & { mutateAsync: ReturnType<typeof vi.fn> } {
  return { mutateAsync: vi.fn(run), reset: vi.fn(), isPending: false, error: null };
}

function setup(options: { sendFails?: boolean } = {}) {
  const request = step(async (v: { phone: string }) => {
    if (options.sendFails) {
      throw new Error('Too many codes');
    }
    return { message: `sent to ${v.phone}` };
  });
  const confirm = step(async (v: { phone: string; code: string }) => ({ signedIn: v.phone }));
  const hook = renderHook(() =>
    useOtpFlow({
      request,
      requestOf: (phone: string) => ({ phone }),
      confirm,
      confirmOf: (phone, code) => ({ phone, code }),
    }),
  );
  return { hook, request, confirm };
}

describe('the OTP flow', () => {
  it('starts with no code sent', () => {
    const { hook } = setup();
    expect(hook.result.current.sent).toBe(false);
    expect(hook.result.current.sentTo).toBeNull();
    expect(hook.result.current.failure).toBeNull();
  });

  it('is sent once the request succeeds, and remembers where to', async () => {
    const { hook, request } = setup();
    let sent = false;
    await act(async () => {
      sent = await hook.result.current.send('+919876543210');
    });
    expect(sent).toBe(true);
    expect(request.mutateAsync).toHaveBeenCalledWith({ phone: '+919876543210' });
    expect(hook.result.current.sent).toBe(true);
    expect(hook.result.current.sentTo).toBe('+919876543210');
  });

  it('stays unsent when the request is refused', async () => {
    const { hook } = setup({ sendFails: true });
    let sent = true;
    await act(async () => {
      sent = await hook.result.current.send('+919876543210');
    });
    expect(sent).toBe(false);
    expect(hook.result.current.sent).toBe(false);
  });

  it('refuses a malformed code without asking the server, and forgets the error once fixed', async () => {
    const { hook, confirm } = setup();
    await act(() => hook.result.current.send('+919876543210'));
    act(() => hook.result.current.setCode('12'));
    let answer: unknown = 'untouched';
    await act(async () => {
      answer = await hook.result.current.submit();
    });
    expect(answer).toBeUndefined();
    expect(hook.result.current.codeError).toBe(messages.enterOtp);
    expect(confirm.mutateAsync).not.toHaveBeenCalled();

    act(() => hook.result.current.setCode('123456'));
    expect(hook.result.current.codeError).toBeUndefined();
  });

  it('confirms a well-formed code with the target it was sent for', async () => {
    const { hook, confirm } = setup();
    await act(() => hook.result.current.send('+919876543210'));
    act(() => hook.result.current.setCode(' 123456 '));
    const then = vi.fn();
    await act(() => hook.result.current.onSubmitCode(then)({ preventDefault: () => undefined }));
    expect(confirm.mutateAsync).toHaveBeenCalledWith({ phone: '+919876543210', code: '123456' });
    expect(then).toHaveBeenCalledWith({ signedIn: '+919876543210' });
  });

  it('a new code empties the old one; restart goes back to the start', async () => {
    const { hook, request, confirm } = setup();
    await act(() => hook.result.current.send('+919876543210'));
    act(() => hook.result.current.setCode('654321'));
    await act(() => hook.result.current.send('+919876543210'));
    expect(hook.result.current.code).toBe('');
    expect(confirm.reset).toHaveBeenCalled();

    act(() => hook.result.current.restart());
    expect(hook.result.current.sent).toBe(false);
    expect(request.reset).toHaveBeenCalled();
  });

  it('sends again to the same target, and only once one was sent', async () => {
    const { hook, request } = setup();
    await act(async () => {
      expect(await hook.result.current.resend()).toBe(false);
    });
    expect(request.mutateAsync).not.toHaveBeenCalled();
    await act(() => hook.result.current.send('+919876543210'));
    act(() => hook.result.current.setCode('654321'));
    await act(async () => {
      expect(await hook.result.current.resend()).toBe(true);
    });
    expect(request.mutateAsync).toHaveBeenCalledTimes(2);
    expect(request.mutateAsync).toHaveBeenLastCalledWith({ phone: '+919876543210' });
    expect(hook.result.current.code).toBe('');
    expect(hook.result.current.sentTo).toBe('+919876543210');
  });
});
