import { useState, type KeyboardEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { CommonData } from '@store/shared/api/focus';
import type { Suggestion } from '@store/shared/api/goods';
import { Msg, SearchType } from '@store/shared/codes';
import { readSearchKeyword, saveSearchKeyword } from '../../lib/session-flags.ts';
import { moveHighlight, useSuggestions } from './use-suggestions.ts';
import { paths } from '../../routing/paths.ts';

const TYPES = [
  { value: SearchType.DRUG, label: '药品' },
  { value: SearchType.MANUFACTURER, label: '厂家' },
] as const;

const PLACEHOLDER: Record<SearchType, string> = {
  [SearchType.DRUG]: '请输入药品名称或拼音首字母',
  [SearchType.MANUFACTURER]: '请输入厂家名称或拼音首字母',
};

function SearchTypeTabs({ type, onChange }: { type: SearchType; onChange: (type: SearchType) => void }) {
  return (
    <div className="search-box__types" role="tablist">
      {TYPES.map((t) => (
        <button
          key={t.value}
          type="button"
          role="tab"
          aria-selected={type === t.value}
          className={type === t.value ? 'is-active' : ''}
          onClick={() => onChange(t.value)}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}

type SuggestionListProps = {
  items: Suggestion[];
  loading: boolean;
  active: number;
  onHover: (index: number) => void;
  onPick: (item: Suggestion) => void;
};

function SuggestionList({ items, loading, active, onHover, onPick }: SuggestionListProps) {
  return (
    // mousedown would blur the input (and close the list) before the click lands.
    <ul
      id="search-suggestions"
      className="search-box__dropdown"
      role="listbox"
      data-testid="search-suggestions"
      onMouseDown={(e) => e.preventDefault()}
    >
      {loading ? (
        <li className="search-box__state">{Msg.SEARCHING}</li>
      ) : items.length === 0 ? (
        <li className="search-box__state">{Msg.NO_DATA}</li>
      ) : (
        items.map((item, index) => (
          <li
            key={item.id}
            role="option"
            aria-selected={index === active}
            data-testid="suggestion-item"
            className={index === active ? 'is-active' : ''}
            onMouseEnter={() => onHover(index)}
            onClick={() => onPick(item)}
          >
            <span>{item.name}</span>
            {item.sccj && <small>{item.sccj}</small>}
          </li>
        ))
      )}
    </ul>
  );
}

function HotWords({ words }: { words: CommonData['rnss'] }) {
  return (
    <div className="search-box__hot">
      <span>热搜：</span>
      {words.slice(0, 8).map((word) => (
        <Link
          key={word.id}
          to={paths.searchFor(word.name, SearchType.DRUG)}
          onClick={() => saveSearchKeyword(word.name)}
        >
          {word.name}
        </Link>
      ))}
    </div>
  );
}

/** The header search: drug or manufacturer, suggestions as the buyer types (spec §3), and the hot words. */
export function SearchBox({ hotWords }: { hotWords: CommonData['rnss'] }) {
  const navigate = useNavigate();
  const onSearchPage = (pathname: string) => pathname.startsWith(paths.search);
  const location = useLocation();
  const [keyword, setKeyword] = useState(() => (onSearchPage(location.pathname) ? readSearchKeyword() : ''));
  const [type, setType] = useState<SearchType>(SearchType.DRUG);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { items, loading, update } = useSuggestions();

  // Landing on a search link (or going back to one) shows its keyword and type in the box; any other page
  // shows an empty box (the last keyword stays in session storage, spec §3).
  const here = `${location.pathname}${location.search}`;
  const [seen, setSeen] = useState<string | null>(null);
  if (seen !== here) {
    setSeen(here);
    if (onSearchPage(location.pathname)) {
      const query = new URLSearchParams(location.search);
      const words = query.get('keywords');
      if (words !== null) setKeyword(words);
      setType(query.get('type') === '1' ? SearchType.MANUFACTURER : SearchType.DRUG);
    } else if (seen !== null) {
      setKeyword('');
    }
  }

  const search = (words: string) => {
    const keywords = words.trim();
    saveSearchKeyword(keywords);
    setKeyword(keywords);
    setOpen(false);
    setActive(-1);
    navigate(paths.searchFor(keywords, type));
  };

  // A picked drug opens its detail page; a picked manufacturer searches its goods.
  const pick = (item: Suggestion) => {
    if (type !== SearchType.DRUG) {
      search(item.name);
      return;
    }
    setKeyword(item.name);
    setOpen(false);
    setActive(-1);
    navigate(paths.goods(item.id));
  };

  const change = (value: string) => {
    setKeyword(value);
    setActive(-1);
    setOpen(true);
    update(value, type);
  };

  const switchType = (next: SearchType) => {
    setType(next);
    setActive(-1);
    update(keyword, next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = open && !loading ? items.length : 0;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (!count) return;
      setActive((current) => moveHighlight(current, event.key === 'ArrowDown' ? 1 : -1, count));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = items[active];
      if (chosen) pick(chosen);
      else search(keyword);
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  const showDropdown = open && keyword.trim() !== '';

  return (
    <div className="search-box">
      <SearchTypeTabs type={type} onChange={switchType} />
      <div className="search-box__bar">
        <input
          data-testid="search-input"
          value={keyword}
          placeholder={PLACEHOLDER[type]}
          aria-label={type === SearchType.MANUFACTURER ? '搜索厂家' : '搜索药品'}
          maxLength={50}
          autoComplete="off"
          role="combobox"
          aria-expanded={showDropdown}
          aria-controls="search-suggestions"
          onChange={(e) => change(e.target.value)}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
        />
        <button type="button" className="search-box__submit" onClick={() => search(keyword)}>
          搜索
        </button>
        {showDropdown && (
          <SuggestionList items={items} loading={loading} active={active} onHover={setActive} onPick={pick} />
        )}
      </div>
      <HotWords words={hotWords} />
    </div>
  );
}
