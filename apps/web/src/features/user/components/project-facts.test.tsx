// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderIntl } from '../../../../test/intl';
import { projectId, projectOf } from '../../../../test/payments/customer-kit';
import { ProjectFacts } from './project-facts';

afterEach(cleanup);

describe("the customer's project facts", () => {
  it('name the project by the number people read out on the phone, never the database id', () => {
    renderIntl(<ProjectFacts project={projectOf()} />);
    expect(screen.getByText('Project number')).toBeTruthy();
    expect(screen.getByText('GS-2611-0042')).toBeTruthy();
    expect(document.body.textContent).not.toContain(projectId);
    expect(screen.queryByText('Project Id')).toBeNull();
  });
});
