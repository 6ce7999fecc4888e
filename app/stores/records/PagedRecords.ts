// A record list read page by page (newest first): the first page replaces the rows, each next page
// is appended in place. Both reads go through the project's Loader, so the screen reads one
// LoadState for the list and one for the page being added.
import { makeAutoObservable, observableShallow } from 'mobx';
import { Loader, type LoadState } from '../load';

export interface RecordPage<T> {
  content: T[];
  pageNum: number;
  totalPages: number;
  totalElements: number;
}

export class PagedRecords<T, P extends RecordPage<T> = RecordPage<T>> {
  rows: T[] = [];
  page = 0;
  totalPages = 0;
  /** Records in the whole range with its filters (not only the pages loaded). */
  total = 0;
  /** The first page's answer (a call's extra fields, such as the bet summary). */
  firstPage: P | null = null;
  readonly first = new Loader();
  readonly more = new Loader();

  /**
   * `keyOf` names a row: a next page then leaves out rows already shown (a list whose newest rows
   * arrive while it is read shifts its pages, so a row can come again on the next one).
   */
  constructor(
    private readonly read: (pageNo: number) => Promise<P>,
    private readonly keyOf?: (row: T) => string | number,
  ) {
    // Rows are data, never edited in place: a shallow array, so a new page never re-wraps the rows.
    makeAutoObservable<PagedRecords<T, P>, 'read' | 'keyOf'>(
      this,
      { read: false, keyOf: false, first: false, more: false, rows: observableShallow, firstPage: false },
      { autoBind: true },
    );
  }

  /** The list's state: its first page's. */
  get state(): LoadState {
    return this.first.state;
  }

  get hasMore(): boolean {
    return this.first.ready && this.page < this.totalPages;
  }

  get empty(): boolean {
    return this.first.ready && this.rows.length === 0;
  }

  /** The first page, replacing what is shown. */
  reload(): Promise<boolean> {
    return this.first.run(
      () => this.read(1),
      (p) => {
        this.firstPage = p;
        this.rows = p.content;
        this.page = p.pageNum;
        this.totalPages = p.totalPages;
        this.total = p.totalElements;
      },
    );
  }

  /** The next page, appended, when there is one and no page is on its way. */
  loadMore(): Promise<boolean> {
    if (!this.hasMore || this.more.loading) return Promise.resolve(false);
    return this.more.run(
      () => this.read(this.page + 1),
      (p) => {
        const keyOf = this.keyOf;
        const seen = keyOf ? new Set(this.rows.map(keyOf)) : null;
        this.rows.push(...(seen && keyOf ? p.content.filter((r) => !seen.has(keyOf(r))) : p.content));
        this.page = p.pageNum;
        this.totalPages = p.totalPages;
        this.total = p.totalElements;
      },
    );
  }

  /** Forgets every row (logout): the next reload starts from nothing. */
  clear() {
    this.rows = [];
    this.page = 0;
    this.totalPages = 0;
    this.total = 0;
    this.firstPage = null;
    this.first.reset();
    this.more.reset();
  }

  /** Takes rows out of what is shown (a reward claimed from its list), counting them out of the total. */
  drop(match: (row: T) => boolean) {
    const kept = this.rows.filter((row) => !match(row));
    this.total -= this.rows.length - kept.length;
    this.rows = kept;
  }

  /** Retries what failed: the next page when some are shown, else the first. */
  retry(): Promise<boolean> {
    return this.first.ready && this.rows.length > 0 ? this.loadMore() : this.reload();
  }
}
