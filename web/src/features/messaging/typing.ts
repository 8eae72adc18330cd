/** Typing indicators: "typing" goes out on input and "stopped" after 3 s idle or on send. */
export const TYPING_IDLE_MS = 3_000;
/** The counterpart's indicator disappears 5 s after their last update. */
export const TYPING_SHOWN_MS = 5_000;

export interface TypingTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Sends USER_TYPING true once per burst of input and false when the burst ends. */
export class TypingNotifier {
  private typing = false;
  private idle: unknown = null;

  constructor(
    private readonly send: (isTyping: boolean) => void,
    private readonly timers: TypingTimers,
  ) {}

  /** A keystroke in the box. */
  input(): void {
    if (!this.typing) {
      this.typing = true;
      this.send(true);
    }
    this.clearIdle();
    this.idle = this.timers.setTimeout(() => {
      this.idle = null;
      this.stop();
    }, TYPING_IDLE_MS);
  }

  /** Sent, emptied or left: tells the counterpart once if they were told "typing". */
  stop(): void {
    this.clearIdle();
    if (!this.typing) return;
    this.typing = false;
    this.send(false);
  }

  private clearIdle(): void {
    if (this.idle !== null) this.timers.clearTimeout(this.idle);
    this.idle = null;
  }
}

/** Whether the counterpart is typing, from their USER_TYPING frames. */
export class TypingWatcher {
  private shown = false;
  private expiry: unknown = null;

  constructor(
    private readonly onChange: (typing: boolean) => void,
    private readonly timers: TypingTimers,
  ) {}

  received(isTyping: boolean): void {
    this.clearExpiry();
    if (isTyping) {
      this.expiry = this.timers.setTimeout(() => {
        this.expiry = null;
        this.set(false);
      }, TYPING_SHOWN_MS);
    }
    this.set(isTyping);
  }

  /** A message from them ends their typing. */
  messageArrived(): void {
    this.clearExpiry();
    this.set(false);
  }

  dispose(): void {
    this.clearExpiry();
  }

  private set(typing: boolean): void {
    if (typing === this.shown) return;
    this.shown = typing;
    this.onChange(typing);
  }

  private clearExpiry(): void {
    if (this.expiry !== null) this.timers.clearTimeout(this.expiry);
    this.expiry = null;
  }
}
