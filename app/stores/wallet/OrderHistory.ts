// A member's orders (deposits or withdrawals), newest first, a page at a time for infinite scroll.
import { makeAutoObservable, runInAction } from 'mobx';
import { Loader } from '../load';

export const HISTORY_PAGE_SIZE = 20;

export interface OrderPage<T> {
  content: T[];
  pageNum: number;
  totalPages: number;
}

export class OrderHistory<T extends { orderId: string }> {
  items: T[] = [];
  private page = 0;
  private totalPages = 1;
  /** The first page's load (the list's loading, error and empty states). */
  readonly load = new Loader();
  loadingMore = false;
  moreFailed = false;

  constructor(private readonly fetchPage: (pageNo: number, pageSize: number) => Promise<OrderPage<T>>) {
    makeAutoObservable<OrderHistory<T>, 'fetchPage'>(
      this,
      { fetchPage: false, load: false },
      { autoBind: true },
    );
  }

  get hasMore(): boolean {
    return this.page < this.totalPages;
  }

  /** The first page again (opening the list, pull to refresh, retry). */
  async reload() {
    await this.load.run(
      () => this.fetchPage(1, HISTORY_PAGE_SIZE),
      (p) => {
        this.items = p.content;
        this.page = 1;
        this.totalPages = p.totalPages;
        this.moreFailed = false;
      },
    );
  }

  /** The next page, appended; ignored while one is on its way or none is left. */
  async loadMore() {
    if (this.loadingMore || !this.hasMore || !this.load.ready) return;
    this.loadingMore = true;
    this.moreFailed = false;
    try {
      const p = await this.fetchPage(this.page + 1, HISTORY_PAGE_SIZE);
      runInAction(() => {
        const seen = new Set(this.items.map((i) => i.orderId));
        this.items.push(...p.content.filter((i) => !seen.has(i.orderId)));
        this.page = p.pageNum;
        this.totalPages = p.totalPages;
      });
    } catch {
      runInAction(() => {
        this.moreFailed = true;
      });
    } finally {
      runInAction(() => {
        this.loadingMore = false;
      });
    }
  }

  clear() {
    this.items = [];
    this.page = 0;
    this.totalPages = 1;
    this.load.reset();
  }
}
