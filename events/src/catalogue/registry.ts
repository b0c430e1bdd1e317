import type { z } from 'zod';
import { adminEvents, type AdminEvent } from './admin-events.js';
import { auditEvents, type AuditEvent } from './audit-events.js';
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
  ...auditEvents,
] as const;
export type DomainEvent =
  | TransactionEvent
  | ReservationEvent
  | SettingsEvent
  | PricingEvent
  | IdempotencyEvent
  | AdminEvent
  | AuditEvent;
export type DomainEventType = DomainEvent['type'];

type AnyDefinition = EventDefinition<string, z.ZodType>;

/** What the log asks of a catalogue: versions, validation, and the upcasting of older data. */
export interface EventCatalogue {
  definitionOf(type: string): AnyDefinition | undefined;
  currentVersionOf(type: string): number;
  /** Validates data about to be written at the current version; answers it as parsed. */
  validate(type: string, data: unknown): unknown;
  /**
   * Validates data recorded at a version (an import of an older log): an older version must
   * upcast into valid current data. Answers the data as recorded, which is what its hash covers.
   */
  validateRecorded(type: string, data: unknown, version: number): unknown;
  /** Brings data recorded at an older version up to the current one, upcaster after upcaster. */
  upcast(type: string, data: unknown, recordedVersion: number): unknown;
}

/** A catalogue of some definitions: the system's own below, a test's of its own. */
export const createEventCatalogue = (definitions: readonly AnyDefinition[]): EventCatalogue => {
  const byType = new Map(definitions.map((definition) => [definition.type, definition]));
  const known = (type: string): AnyDefinition => {
    const definition = byType.get(type);
    if (!definition) throw new Error(`Unknown event type ${type}`);
    return definition;
  };
  const upcast = (type: string, data: unknown, recordedVersion: number): unknown => {
    const definition = byType.get(type);
    if (!definition || recordedVersion === definition.version) return data;
    if (recordedVersion > definition.version) {
      throw new Error(
        `${type} was recorded at version ${recordedVersion}, newer than this release knows (${definition.version})`,
      );
    }
    let current = data;
    for (let version = recordedVersion; version < definition.version; version += 1) {
      const upcaster = definition.upcasters?.[version];
      if (!upcaster) throw new Error(`${type}: no upcaster from version ${version}`);
      current = upcaster(current);
    }
    return current;
  };
  return {
    definitionOf: (type) => byType.get(type),
    currentVersionOf: (type) => known(type).version,
    validate: (type, data) => known(type).schema.parse(data),
    validateRecorded: (type, data, version) => {
      const definition = known(type);
      if (version === definition.version) return definition.schema.parse(data);
      definition.schema.parse(upcast(type, data, version));
      return data;
    },
    upcast,
  };
};

/** The catalogue of every event type the system records. */
export const eventCatalogue: EventCatalogue = createEventCatalogue(eventDefinitions);

export const definitionOf = (type: string): AnyDefinition | undefined =>
  eventCatalogue.definitionOf(type);

export const currentVersionOf = (type: string): number => eventCatalogue.currentVersionOf(type);

/** Validates data about to be written against the current schema of its type. */
export const validateEventData = (type: string, data: unknown): unknown =>
  eventCatalogue.validate(type, data);

/** Brings stored data written under an older schema version up to the current one. */
export const upcastEventData = (type: string, data: unknown, storedVersion: number): unknown =>
  eventCatalogue.upcast(type, data, storedVersion);
