import { computed, signal, type ReadonlySignal } from '@preact/signals';
import { FREE_MARKS } from '../../../../contracts/mark-id.js';
import { bookmarkId, type Bookmark, type SavedReports } from '../../../platform/saved-reports/index.js';

/** Unlimited location bookmarks are a member benefit; others keep FREE_MARKS (the account's rule too). */
export { FREE_MARKS };

export type MarkStore = Pick<SavedReports, 'bookmarks' | 'putBookmark' | 'removeBookmark'>;

export interface MarkDeps {
  store: () => Promise<MarkStore>;
  /** Whether the reader is a member now (the session's membership). */
  member: ReadonlySignal<boolean>;
}

/** `full`: a non-member has FREE_MARKS marks already: the screen offers the membership instead. */
export type MarkOutcome = 'marked' | 'unmarked' | 'full' | 'failed';

/** Marking a place (location: mark): saved to the account and kept on the device; 3 for non-members, unlimited for members. */
export function createMarksModel({ store, member }: MarkDeps) {
  const marks = signal<Bookmark[]>([]);
  const ready = signal(false);
  let opened: Promise<MarkStore> | null = null;
  const open = () =>
    (opened ??= store().then((s) => {
      marks.value = s.bookmarks.value;
      s.bookmarks.subscribe((list) => (marks.value = list));
      ready.value = true;
      return s;
    }));

  return {
    marks: marks as ReadonlySignal<Bookmark[]>,
    /** How many more a non-member may mark; null for members (no limit) and until the store is open (not known). */
    left: computed(() => (member.value || !ready.value ? null : Math.max(0, FREE_MARKS - marks.value.length))),
    isMarked: (lat: number, lon: number) => marks.value.some((m) => m.id === bookmarkId(lat, lon)),
    /**
     * Marks the place, or unmarks it when the screen showed it marked. The store opens on the first tap (its code stays
     * out of the screen's load): a place found marked then stays marked, the screen now showing it so.
     */
    async toggle(place: Omit<Bookmark, 'id' | 'createdAt'>): Promise<MarkOutcome> {
      try {
        const known = ready.peek();
        const s = await open();
        const id = bookmarkId(place.lat, place.lon);
        if (marks.peek().some((m) => m.id === id)) {
          if (!known) return 'marked';
          await s.removeBookmark(id);
          return 'unmarked';
        }
        if (!member.peek() && marks.peek().length >= FREE_MARKS) return 'full';
        await s.putBookmark(place);
        return 'marked';
      } catch {
        return 'failed';
      }
    },
  };
}

export type MarksModel = ReturnType<typeof createMarksModel>;
