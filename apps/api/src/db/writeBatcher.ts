export interface WriteBatcherOptions<Row> {
  /** Writes one batch; its promise settles every `add()` of the batch. */
  write: (rows: Row[]) => Promise<void>;
  /** A batch is written as soon as it holds this many rows. */
  maxRows?: number;
  /** ...or when its first row has waited this long. */
  maxWaitMs?: number;
}

export interface WriteBatcher<Row> {
  /** Resolves once the row is written, so an acknowledgement still means "stored". */
  add(row: Row): Promise<void>;
  /** Writes what is waiting now; resolves when every batch in flight is done. */
  flush(): Promise<void>;
}

/**
 * Collects rows that arrive close together and writes them in one statement. Under load one
 * multi-row insert replaces dozens of single-row round trips; a lone row waits at most
 * `maxWaitMs`. Batches are written one after another, so rows keep their arrival order.
 */
export function createWriteBatcher<Row>({
  write,
  maxRows = 200,
  maxWaitMs = 5,
}: WriteBatcherOptions<Row>): WriteBatcher<Row> {
  let pending: { row: Row; resolve: () => void; reject: (error: unknown) => void }[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writing: Promise<void> = Promise.resolve();

  const writePending = (): Promise<void> => {
    if (timer !== undefined) {
      clearTimeout(timer);
      timer = undefined;
    }
    if (pending.length === 0) return writing;
    const batch = pending;
    pending = [];
    writing = writing.then(async () => {
      try {
        await write(batch.map((entry) => entry.row));
        for (const entry of batch) entry.resolve();
      } catch (error) {
        for (const entry of batch) entry.reject(error);
      }
    });
    return writing;
  };

  return {
    add(row) {
      return new Promise<void>((resolve, reject) => {
        pending.push({ row, resolve, reject });
        if (pending.length >= maxRows) void writePending();
        else timer ??= setTimeout(() => void writePending(), maxWaitMs);
      });
    },
    flush: writePending,
  };
}
