import { TransportError } from './protocol';

export const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/** Same guard as Fastify's body parser (secure-json-parse): no `__proto__` or `constructor.prototype` keys. */
const rejectPoison = (key: string, value: unknown): unknown => {
  if (key === '__proto__') throw new TransportError('badTransport', 'shape');
  if (key === 'constructor' && isPlainObject(value) && Object.hasOwn(value, 'prototype')) {
    throw new TransportError('badTransport', 'shape');
  }
  return value;
};

/** Parse decoded JSON text; malformed or poisoned text is a transport error. */
export const parseJson = (text: string): unknown => {
  const suspicious = text.includes('__proto__') || text.includes('constructor');
  try {
    return suspicious ? JSON.parse(text, rejectPoison) : JSON.parse(text);
  } catch (error) {
    if (error instanceof TransportError) throw error;
    throw new TransportError('badTransport', 'undecodable');
  }
};
