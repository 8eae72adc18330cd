import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { readYamlFile } from '../shared/yaml-file.js';
import { OPENAPI_PATH } from '../http/openapi.js';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

export const ASYNCAPI_PATH = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../asyncapi.yaml');

/** What a client may send (asyncapi.yaml, operations the server receives). */
export type ClientFrame =
  | { type: 'PING'; timestamp?: number }
  | { type: 'USER_TYPING'; recipientId: string; isTyping: boolean; timestamp: number }
  | { type: 'READ_RECEIPT'; messageId: string; timestamp: number }
  | { type: 'REQUEST_UNREAD_COUNT'; timestamp?: number }
  | { type: 'REQUEST_CONVERSATIONS'; timestamp?: number };

export type FrameCheck = { ok: true; frame: ClientFrame } | { ok: false; code: 'realtime.invalid_json' | 'realtime.unknown_type' | 'realtime.invalid_frame'; detail: string };

interface Ref {
  $ref: string;
}
interface AsyncApiDoc {
  operations: Record<string, { action: 'send' | 'receive'; messages: Ref[]; reply?: { messages: Ref[] } }>;
  components: { messages: Record<string, { name: string; payload: Ref }> };
}

const BASE = 'https://eclat.local/';

/** Frame type -> validators of its payload, for one direction, read from the operations of asyncapi.yaml (the server sends replies too). */
function compileFrames(action: 'send' | 'receive', file = ASYNCAPI_PATH): Map<string, ValidateFunction[]> {
  const doc = readYamlFile(file) as AsyncApiDoc;
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  addFormats(ajv);
  // Chat objects are the REST contract's: asyncapi.yaml refers to openapi.yaml by relative URL.
  ajv.addSchema({ ...(readYamlFile(OPENAPI_PATH) as object), $id: `${BASE}openapi.yaml` });
  ajv.addSchema({ ...doc, $id: `${BASE}asyncapi.yaml` });
  const byType = new Map<string, ValidateFunction[]>();
  for (const operation of Object.values(doc.operations)) {
    const refs = operation.action === action ? operation.messages : action === 'send' ? (operation.reply?.messages ?? []) : [];
    for (const ref of refs) {
      const key = ref.$ref.split('/').pop()!;
      const message = doc.components.messages[key]!;
      const validate = ajv.compile({ $ref: `${BASE}asyncapi.yaml${message.payload.$ref}` });
      byType.set(message.name, [...(byType.get(message.name) ?? []), validate]);
    }
  }
  return byType;
}

let clientFrames: Map<string, ValidateFunction[]> | undefined;
let serverFrames: Map<string, ValidateFunction[]> | undefined;

/** Parses and validates one incoming text frame; never throws. */
export function readClientFrame(text: string): FrameCheck {
  clientFrames ??= compileFrames('receive');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, code: 'realtime.invalid_json', detail: 'not JSON' };
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { ok: false, code: 'realtime.invalid_frame', detail: 'not an object' };
  const type = (value as { type?: unknown }).type;
  const validators = typeof type === 'string' ? clientFrames.get(type) : undefined;
  if (!validators) return { ok: false, code: 'realtime.unknown_type', detail: String(type) };
  for (const validate of validators) if (validate(value)) return { ok: true, frame: value as ClientFrame };
  const errors = validators[0]!.errors ?? [];
  return { ok: false, code: 'realtime.invalid_frame', detail: errors.map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`).join('; ') };
}

/** For tests: why an outgoing frame breaks asyncapi.yaml, or null when it matches. */
export function serverFrameErrors(frame: unknown): string | null {
  serverFrames ??= compileFrames('send');
  const type = (frame as { type?: unknown } | null)?.type;
  const validators = typeof type === 'string' ? serverFrames.get(type) : undefined;
  if (!validators) return `unknown server frame type ${String(type)}`;
  if (validators.some((validate) => validate(frame))) return null;
  return (validators[0]!.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`).join('; ');
}

/** Ensures both directions compile at boot, so a broken asyncapi.yaml fails fast. */
export function compileFrameSchemas(): void {
  clientFrames ??= compileFrames('receive');
  serverFrames ??= compileFrames('send');
}
