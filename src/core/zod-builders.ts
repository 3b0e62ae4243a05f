/**
 * Loads zod for the core's schemas (see zod.ts): importing this module is what makes them usable.
 * The builders are named one by one so that a bundle leaves out the rest of zod (its messages in
 * other languages are half of it); a schema that needs another builder adds it here.
 */
import {
  array,
  boolean,
  discriminatedUnion,
  enum as enumOf,
  iso,
  lazy,
  literal,
  null as nullValue,
  number,
  record,
  strictObject,
  string,
  union,
  unknown,
} from 'zod';
import { useBuilders } from './zod-slot.js';

export const builders = {
  array,
  boolean,
  discriminatedUnion,
  enum: enumOf,
  iso,
  lazy,
  literal,
  null: nullValue,
  number,
  record,
  strictObject,
  string,
  union,
  unknown,
};
export type Builders = typeof builders;

useBuilders(builders);
