// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@greenscape/shared/messages';
import { Alert } from '../components/ui/alert';
import { Field } from '../components/ui/field';
import { SelectField } from '../components/ui/select-field';
import { renderIntl, storeInHindi } from '../../test/intl';
import { clientRefusals } from './api-client';

// The real Hindi table of the shared texts is written elsewhere (packages/shared/src/messages-hi.ts);
// a marked stand-in shows which texts go through it.
vi.mock('../i18n/shared-hindi', () => ({ localizeToHindi: (text: string) => `हिंदी(${text})` }));

afterEach(cleanup);

const errorOf = (label: string) => {
  const id = screen.getByLabelText(label).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe("the kit's errors", () => {
  it('are shown as they are in English', () => {
    renderIntl(
      <>
        <Field label="Name" error={messages.allFieldsRequired} />
        <Field label="City" error="Too big: expected string to have <=100 characters" />
        <Alert kind="error">{clientRefusals.network}</Alert>
      </>,
    );
    expect(errorOf('Name')).toBe(messages.allFieldsRequired);
    expect(errorOf('City')).toBe('Too big: expected string to have <=100 characters');
    expect(screen.getByRole('alert').textContent).toBe('Network Error');
  });

  describe('in Hindi', () => {
    storeInHindi(['common']);

    it("go through the shared texts' table, or the catalogue for zod's and the client's own", async () => {
      renderIntl(
        <>
          <Field label="Name" error={messages.allFieldsRequired} />
          <Field label="City" error="Too big: expected string to have <=100 characters" />
          <Field label="Address" error="Invalid input: expected string, received undefined" />
          <Field label="Own" error="अपना संदेश" />
          <SelectField
            label="Service"
            options={[]}
            placeholder="—"
            error={messages.areaNotForService}
          />
          <Alert kind="error">{clientRefusals.network}</Alert>
          <Alert kind="success">{messages.profileUpdated}</Alert>
        </>,
        { language: 'hi' },
      );
      expect(errorOf('Name')).toBe(`हिंदी(${messages.allFieldsRequired})`);
      expect(errorOf('City')).toBe('ज़्यादा से ज़्यादा 100 अक्षर लिखें');
      expect(errorOf('Address')).toBe('कृपया इसे जाँचकर ठीक करें');
      expect(errorOf('Own')).toBe('अपना संदेश');
      expect(errorOf('Service')).toBe(`हिंदी(${messages.areaNotForService})`);
      expect(screen.getByRole('alert').textContent).toMatch(/^नेटवर्क/);
      expect(screen.getByRole('status').textContent).toBe(`हिंदी(${messages.profileUpdated})`);
    });
  });
});
