// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { getTabId, Tabs } from './tabs';

type Status = 'RELEVANT' | 'COMPLETED' | 'EXPIRED';

function Harness() {
  const [value, setValue] = useState<Status>('RELEVANT');
  return (
    <>
      <Tabs<Status>
        aria-label="Статус таймслотов"
        panelId="triggers-panel"
        value={value}
        onChange={setValue}
        items={[
          { value: 'RELEVANT', label: 'Актуальные', count: 4 },
          { value: 'COMPLETED', label: 'Завершенные', count: 0 },
          { value: 'EXPIRED', label: 'Истекшие', count: 12 },
        ]}
      />
      <div role="tabpanel" id="triggers-panel" aria-labelledby={getTabId('triggers-panel', value)}>
        {value}
      </div>
    </>
  );
}

describe('Tabs', () => {
  it('renders a tablist with counts and a labelled panel', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Статус таймслотов' })).toBeTruthy();
    const selected = screen.getByRole('tab', { selected: true });
    expect(selected.textContent).toBe('Актуальные4');
    expect(selected.getAttribute('aria-controls')).toBe('triggers-panel');
    expect(screen.getByRole('tabpanel', { name: 'Актуальные4' })).toBeTruthy();
  });

  it('selects on click and moves with arrows, Home and End (roving tabindex)', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('tab', { name: /Истекшие/ }));
    expect(screen.getByRole('tab', { selected: true }).textContent).toContain('Истекшие');
    fireEvent.keyDown(screen.getByRole('tab', { selected: true }), { key: 'ArrowRight' });
    const first = screen.getByRole('tab', { selected: true });
    expect(first.textContent).toContain('Актуальные');
    expect(document.activeElement).toBe(first);
    expect(first.tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: /Истекшие/ }).tabIndex).toBe(-1);
    fireEvent.keyDown(first, { key: 'End' });
    expect(screen.getByRole('tab', { selected: true }).textContent).toContain('Истекшие');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { selected: true }).textContent).toContain('Завершенные');
  });
});
