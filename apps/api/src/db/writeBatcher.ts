export interface WriteBatcherOptions<Row> {
  /** Writes one batch; its promise settles every `add()` of the batch. */
  write: (rows: Row[]) => Promise<void>;
  /**
   * Writes one row of a batch `write` refused, when that needs another way than a batch of one;
   * given, a refused batch of one row is tried once more with it too.
   */
  writeOne?: (row: Row) => Promise<void>;
  /** A batch never holds more rows than this; a full batch is written without waiting. */
  maxRows?: number;
  /**
   * How long a row that finds the writer idle waits for others to join it. 0 waits only for
   * the rest of the current event-loop turn: every request already read in it joins the batch.
   */
  maxWaitMs?: number;
}

export interface WriteBatcher<Row> {
  /** Resolves once the row is written, so an acknowledgement still means "stored". */
  add(row: Row): Promise<void>;
  /** Writes what is waiting now; resolves when every row added so far is written. */
  flush(): Promise<void>;
}

interface Entry<Row> {
  row: Row;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Collects rows that arrive close together and writes them in one statement. One write runs at
 * a time, and rows that arrive while it runs form the next batch, written as soon as it ends:
 * the busier the writer, the larger the batches, and a lone row waits at most `maxWaitMs`.
 * Batches are written one after another, so rows keep their arrival order.
 */
export function createWriteBatcher<Row>({
  write,
  writeOne: writeAlone,
  maxRows = 500,
  maxWaitMs = 0,
}: WriteBatcherOptions<Row>): WriteBatcher<Row> {
  const retriesAlone = writeAlone !== undefined;
  const writeOne = writeAlone ?? ((row: Row) => write([row]));
  let pending: Entry<Row>[] = [];
  let writing = false;
  let scheduled: { cancel: () => void } | undefined;
  let idle: Promise<void> = Promise.resolve();
  let settleIdle = () => {};

  // A batch the database refuses is tried again row by row, so one row it cannot store fails
  // only its own request and not every beat that happened to arrive with it.
  const writeBatch = async (batch: Entry<Row>[]) => {
    try {
      await write(batch.map((entry) => entry.row));
      for (const entry of batch) entry.resolve();
    } catch (error) {
      if (batch.length === 1 && !retriesAlone) {
        batch[0]?.reject(error);
        return;
      }
      for (const entry of batch) {
        try {
          await writeOne(entry.row);
          entry.resolve();
        } catch (rowError) {
          entry.reject(rowError);
        }
      }
    }
  };

  const drain = async () => {
    writing = true;
    while (pending.length > 0) {
      const batch = pending.length > maxRows ? pending.splice(0, maxRows) : pending;
      if (batch === pending) pending = [];
      await writeBatch(batch);
    }
    writing = false;
    settleIdle();
  };

  const start = () => {
    scheduled?.cancel();
    scheduled = undefined;
    if (writing || pending.length === 0) return;
    idle = new Promise<void>((resolve) => (settleIdle = resolve));
    void drain();
  };

  const schedule = () => {
    if (writing || scheduled) return;
    if (maxWaitMs > 0) {
      const timer = setTimeout(start, maxWaitMs);
      scheduled = { cancel: () => clearTimeout(timer) };
    } else {
      const immediate = setImmediate(start);
      scheduled = { cancel: () => clearImmediate(immediate) };
    }
  };

  return {
    add(row) {
      return new Promise<void>((resolve, reject) => {
        pending.push({ row, resolve, reject });
        if (pending.length >= maxRows) start();
        else schedule();
      });
    },
    flush() {
      start();
      return idle;
    },
  };
}
