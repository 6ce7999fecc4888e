import { describe, expect, it } from 'vitest';
import { splitCatalogue } from './splitCatalogues';

describe('splitCatalogue', () => {
  const catalogue = { shell_home: 1, lobby_hot: 2, lobby_hot_more: 3, rg_limit: 4, err_only_platform: 5 };

  it('puts the ids the code names as string literals in the first part, whatever the quotes', () => {
    const code = 'var a={id:`shell_home`},b={id:"lobby_hot"},c=\'rg_limit\';';
    const { first, more } = splitCatalogue(catalogue, code);
    expect(first).toEqual({ shell_home: 1, lobby_hot: 2, rg_limit: 4 });
    expect(more).toEqual({ lobby_hot_more: 3, err_only_platform: 5 });
  });

  it('does not take an id that is only part of a longer string', () => {
    const { first } = splitCatalogue(catalogue, 'var a=`lobby_hot_more_x`,b="xshell_home";');
    expect(first).toEqual({});
  });
});
