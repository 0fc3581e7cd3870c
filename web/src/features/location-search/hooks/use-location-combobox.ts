import { useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from "react";
import type { CanonicalLocation } from "@domain/locations/location";
import { MIN_QUERY_LENGTH, SEARCH_DEBOUNCE_MS } from "../constants";
import { useDebouncedValue } from "@web/lib/use-debounced-value";
import { useLocationSuggestions } from "./use-location-suggestions";

/**
 * State and keyboard behaviour of the location combobox:
 * under 2 characters there are no suggestions; from 2, after a 250 ms pause, it searches.
 * Choosing a suggestion selects it; editing the text clears the selection.
 * ArrowDown wraps to the first option; ArrowUp past the first returns to none.
 * Enter selects the highlighted option, otherwise it asks to search (`onSearch`); Escape closes.
 * `onSelect` hears about each chosen suggestion; `initialText` fills the input at first
 * (e.g. the place a results page is showing), without selecting anything.
 */
export function useLocationCombobox({
  onSearch,
  onSelect,
  initialText = "",
}: {
  onSearch: () => void;
  onSelect?: (location: CanonicalLocation) => void;
  initialText?: string;
}) {
  const baseId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(initialText);
  const [selected, setSelected] = useState<CanonicalLocation | null>(null);
  const [open, setOpen] = useState(false);

  const term = text.trim();
  const searchable = !selected && term.length >= MIN_QUERY_LENGTH;
  const debounced = useDebouncedValue(searchable ? term : "", SEARCH_DEBOUNCE_MS);
  const { suggestions, isFetching } = useLocationSuggestions(debounced);
  const loading = searchable && (debounced !== term || isFetching);

  // The highlight belongs to one list of suggestions: a new list starts with none highlighted.
  const [highlight, setHighlight] = useState<{ list: CanonicalLocation[]; index: number }>({ list: [], index: -1 });
  const activeIndex = highlight.list === suggestions ? highlight.index : -1;
  const setActiveIndex = (index: number) => setHighlight({ list: suggestions, index });

  const expanded = open && searchable;
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  function select(location: CanonicalLocation) {
    setSelected(location);
    setText(location.nombre_canonico);
    setOpen(false);
    onSelect?.(location);
  }

  function clear() {
    setText("");
    setSelected(null);
    setOpen(false);
    inputRef.current?.focus();
  }

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const value = event.target.value;
    setText(value);
    if (selected) setSelected(null);
    setOpen(value.trim().length >= MIN_QUERY_LENGTH);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case "ArrowDown": {
        event.preventDefault();
        if (!expanded) {
          if (searchable) setOpen(true);
          return;
        }
        if (suggestions.length === 0) return;
        setActiveIndex(activeIndex + 1 >= suggestions.length ? 0 : activeIndex + 1);
        return;
      }
      case "ArrowUp": {
        if (!expanded) return;
        event.preventDefault();
        setActiveIndex(activeIndex > 0 ? activeIndex - 1 : -1);
        return;
      }
      case "Enter": {
        if (event.nativeEvent.isComposing) return;
        event.preventDefault();
        if (expanded && activeIndex >= 0 && suggestions[activeIndex]) select(suggestions[activeIndex]);
        // A disabled submit button blocks the form's implicit submission, so Enter asks directly.
        else onSearch();
        return;
      }
      case "Escape": {
        if (expanded) {
          event.preventDefault();
          setOpen(false);
        }
        return;
      }
    }
  }

  return {
    inputRef,
    text,
    selected,
    suggestions,
    loading,
    expanded,
    activeIndex,
    setActiveIndex,
    listboxId,
    optionId,
    select,
    clear,
    inputProps: {
      value: text,
      onChange,
      onKeyDown,
      onFocus: () => {
        if (searchable) setOpen(true);
      },
      onBlur: () => setOpen(false),
    },
  };
}

export type LocationCombobox = ReturnType<typeof useLocationCombobox>;
