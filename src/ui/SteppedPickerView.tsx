import { useId } from 'preact/hooks';
import type { RemoteData } from './remote-data.js';
import { SearchableList, type ListOption, type OptionList } from './SearchableList.js';
import { StepIndicator, type PickerStep } from './StepIndicator.js';
import { Empty, ErrorState, Loading } from './states.js';
import type { SteppedPickerModel } from './stepped-picker.js';

/** The `picker` texts a stepped picker's namespace has, besides one per message and failure key. */
export type SteppedPickerTexts<K extends string> = Record<K, () => string> & {
  steps(): string;
  noMatches(): string;
  chosen(args: { name: string }): string;
  continue(): string;
  nativeOpening(): string;
};

/** One step's list as the search box shows it. */
export interface StepList {
  label: string;
  remote: RemoteData<unknown>;
  options: OptionList;
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** Shown before anything is asked for (a list that only a search fills). */
  idleText?: string;
}

/** A step's list of `items`, each shown through `option`, with `selected` marked; picking one calls `choose` with its item. */
export function stepList<T>({ items, option, selected, choose, ...rest }: Pick<StepList, 'label' | 'remote' | 'idleText'> & {
  items: readonly T[];
  option: (item: T) => ListOption;
  selected: T | null;
  choose: (item: T) => unknown;
}): StepList {
  // Options are made as the list shows them: a country list has 250, a screen shows about 15.
  const made: ListOption[] = [];
  const item = (i: number) => (i >= 0 && i < items.length ? (made[i] ??= option(items[i]!)) : undefined);
  return {
    ...rest,
    options: { length: items.length, item },
    selectedId: selected ? option(selected).id : null,
    onSelect: (id) => {
      for (let i = 0; i < items.length; i++) if (item(i)!.id === id) return void choose(items[i]!);
    },
  };
}

/** `list` with `first` before its options. */
export function withFirstOption(first: ListOption, list: OptionList): OptionList {
  return { length: list.length + 1, item: (i) => (i === 0 ? first : list.item(i - 1)) };
}

interface Props<S extends string, F extends string, M extends string> {
  m: SteppedPickerModel<S, F, M, unknown> & { confirm(): unknown };
  t: SteppedPickerTexts<F | M>;
  steps: ReadonlyArray<PickerStep & { id: S }>;
  lists: Record<S, StepList>;
  /** An empty list when nothing was typed: there is nothing to choose here. */
  emptyText: string;
  /** What is chosen so far, after "Chosen:". */
  chosen: string | null | undefined;
  /** The current message is about the search box. */
  invalid: boolean;
}

/** The picking stage of a stepped picker: the steps, the current step's searchable list, and "Continue". */
export function SteppedPickerView<S extends string, F extends string, M extends string>({
  m, t, steps, lists, emptyText, chosen, invalid,
}: Props<S, F, M>) {
  const messageId = useId();
  const step = m.step.value;
  const message = m.message.value;

  if (m.nativeBusy.value) return <Loading label={t.nativeOpening()} />;

  const list = lists[step];
  const failure = m.failure.value;
  const status =
    list.remote.status === 'loading' ? <Loading /> :
    failure ? <ErrorState title={t[failure]()} onRetry={() => void m.retry()} /> :
    list.idleText && list.remote.status === 'idle' ? <Empty>{list.idleText}</Empty> :
    list.remote.status === 'ready' && list.options.length === 0 ? <Empty>{m.query.value.trim() ? t.noMatches() : emptyText}</Empty> :
    undefined;

  return (
    <>
      <StepIndicator label={t.steps()} steps={steps} current={step} onStep={(s) => m.goToStep(s as S)} />
      <SearchableList
        key={step}
        label={list.label}
        query={m.query.value}
        onQuery={m.setQuery}
        onSubmit={m.submitSearch}
        options={list.options}
        selectedId={list.selectedId}
        onSelect={list.onSelect}
        status={status}
        describedBy={message ? messageId : undefined}
        invalid={invalid}
      />
      <div class="picker-actions">
        {chosen != null && <p class="muted">{t.chosen({ name: chosen })}</p>}
        {message && (
          <p id={messageId} role="alert" class="picker-message">
            {t[message]()}
          </p>
        )}
        <button type="button" class="btn" onClick={() => m.confirm()}>
          {t.continue()}
        </button>
      </div>
    </>
  );
}
