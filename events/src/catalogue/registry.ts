import type { z } from 'zod';
import { adminEvents, type AdminEvent } from './admin-events.js';
import type { EventDefinition } from './define-event.js';
import { pricingEvents, type PricingEvent } from './pricing-events.js';
import { idempotencyEvents, type IdempotencyEvent } from './idempotency-events.js';
import { reservationEvents, type ReservationEvent } from './reservation-events.js';
import { settingsEvents, type SettingsEvent } from './settings-events.js';
import { transactionEvents, type TransactionEvent } from './transaction-events.js';

/** Every event type the system records. */
export const eventDefinitions = [
  ...transactionEvents,
  ...reservationEvents,
  ...settingsEvents,
  ...pricingEvents,
  ...idempotencyEvents,
  ...adminEvents,
] as const;
export type DomainEvent =
  | TransactionEvent
  | ReservationEvent
  | SettingsEvent
  | PricingEvent
  | IdempotencyEvent
  | AdminEvent;
export type DomainEventType = DomainEvent['type'];

const byType = new Map<string, EventDefinition<string, z.ZodType>>(
  eventDefinitions.map((definition) => [definition.type, definition]),
);

export const definitionOf = (type: string): EventDefinition<string, z.ZodType> | undefined =>
  byType.get(type);

export const currentVersionOf = (type: string): number => {
  const definition = byType.get(type);
  if (!definition) throw new Error(`Unknown event type ${type}`);
  return definition.version;
};

/** Validates data about to be written against the current schema of its type. */
export const validateEventData = (type: string, data: unknown): unknown => {
  const definition = byType.get(type);
  if (!definition) throw new Error(`Unknown event type ${type}`);
  return definition.schema.parse(data);
};

/** Brings stored data written under an older schema version up to the current one. */
export const upcastEventData = (type: string, data: unknown, storedVersion: number): unknown => {
  const definition = byType.get(type);
  if (!definition || storedVersion === definition.version || !definition.upcast) return data;
  return definition.upcast(data, storedVersion);
};
