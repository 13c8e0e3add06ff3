import { describe, expect, it } from 'vitest';
import { shortClassNames } from '../../scripts/css-class-names.ts';

const root = '/project';

describe('short CSS module class names', () => {
  it('names a class by its file and local name, the same in every build', () => {
    const name = shortClassNames(root)('card', `${root}/src/shared/ui/list-card.module.css`);
    expect(name).toMatch(/^_[0-9a-z]{4}$/);
    expect(shortClassNames(root)('card', `${root}/src/shared/ui/list-card.module.css?used`)).toBe(name);
    expect(shortClassNames(root)('card', `${root}/src/app/shell.module.css`)).not.toBe(name);
  });

  it('never gives two classes one name, even where their hashes clash', () => {
    const name = shortClassNames(root);
    // Thousands of classes in a space of 36⁴ names: several first hashes clash.
    const names = Array.from({ length: 5000 }, (_, index) => name(`c${index}`, `${root}/src/f${index % 50}.css`));
    expect(new Set(names).size).toBe(names.length);
  });
});
