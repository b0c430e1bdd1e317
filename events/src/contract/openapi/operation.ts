import type { z } from 'zod';
import { adminRoles, type AdminRole } from '../../catalogue/admin-account-rules.js';
import type { ErrorCode } from '../../errors/codes.js';
import type { ApiArea } from './areas.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who answers an operation: a service's routers (the gateway sends writes and a few GETs that
 * record something to the command service, every other GET to the query service), or every
 * process's own health answers (`HttpLifecycle`).
 */
export type Service = 'command' | 'query' | 'every process';

/**
 * Who may call. A session is a bearer token from POST /api/auth/login; `beforeTwoFactor` marks
 * the few calls an account without two-factor reaches (its setup, /auth/me, sign-out);
 * `whilePasswordMustChange` the calls an account with a one-time password reaches (its change,
 * /auth/me, sign-out): every other call answers it PASSWORD_CHANGE_REQUIRED.
 */
export type Access =
  | { who: 'anyone' }
  | { who: 'anyone'; moreTo: readonly AdminRole[]; more: string }
  | {
      who: 'signed in';
      roles: readonly AdminRole[];
      beforeTwoFactor?: true;
      whilePasswordMustChange?: true;
    };

export const anyone: Access = { who: 'anyone' };

/** Every admin role: the admin panel's everyday calls. */
export const staff: Access = { who: 'signed in', roles: adminRoles };

/** The actions on payments and accounts: admins and super admins; auditors only read. */
export const actors: Access = { who: 'signed in', roles: ['admin', 'super_admin'] };

/** The audit's reads and its verification (issue 14): auditors and super admins. */
export const auditors: Access = { who: 'signed in', roles: ['auditor', 'super_admin'] };

/** Users, settings and pricing management. */
export const superAdmins: Access = { who: 'signed in', roles: ['super_admin'] };

/** A session of any role, two-factor or not. */
export const anySession: Access = { who: 'signed in', roles: adminRoles, beforeTwoFactor: true };

/** Any session at all, a one-time password still to change included (/auth/me, sign-out). */
export const everySession: Access = {
  who: 'signed in',
  roles: adminRoles,
  beforeTwoFactor: true,
  whilePasswordMustChange: true,
};

/** Every role with two-factor, and a one-time password still to change (its change). */
export const changingPassword: Access = {
  who: 'signed in',
  roles: adminRoles,
  whilePasswordMustChange: true,
};

/** A path parameter: what it names, the schema the route checks it with, and its refusal. */
export interface PathParameter {
  description: string;
  schema: z.ZodType;
  /** What a value the route does not take is answered: VALIDATION_ERROR unless said here. */
  refusal?: ErrorCode;
}

/** The names of a path's parameters: '/api/users/{id}' gives 'id'. */
type ParameterNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParameterNames<Rest>
  : never;

/** A path with parameters must describe each of them, and a path without any none. */
type PathParameters<Path extends string> = [ParameterNames<Path>] extends [never]
  ? { params?: never }
  : { params: Record<ParameterNames<Path>, PathParameter> };

/** A write states its body's schema, or that it takes none; a read takes no body. */
type RequestBody<Method extends HttpMethod> = Method extends 'POST' | 'PUT' | 'PATCH'
  ? { body: z.ZodType | 'none' }
  : { body?: never };

/** The media an answer that is not JSON comes as (the API's own page and its files). */
export type TextMedia = 'text/html' | 'text/css' | 'text/javascript';

/** One answer of an operation, besides its error answers: JSON, an event stream, or a file. */
export type Answer = { status: number; description: string } & (
  | { json: z.ZodType }
  | { events: { change: z.ZodType; end?: z.ZodType } }
  | { text: readonly [TextMedia, ...TextMedia[]] }
);

interface OperationFields<Path extends string, Method extends HttpMethod> {
  /** The operation's name in the document (camelCase): what it does, e.g. `submitPayment`. */
  id: string;
  method: Method;
  /** As the document writes it: `/api/...` with `{name}` parameters. */
  path: Path;
  service: Service;
  area: ApiArea;
  summary: string;
  /** What a caller must know beyond the schemas (markdown). */
  description?: string;
  access: Access;
  /** The query string's schema, as the route parses it. */
  query?: z.ZodObject;
  /** At least one answer; error answers come from `errors` and what the operation implies. */
  answers: readonly [Answer, ...Answer[]];
  /**
   * The codes of `errorCatalogue` this operation answers besides the ones its access, its input
   * and its service imply (see `impliedErrors` in document.ts).
   */
  errors: readonly ErrorCode[];
}

/** An operation as `operation` checked it, for the document to read. */
export interface Operation extends OperationFields<string, HttpMethod> {
  params?: Record<string, PathParameter>;
  body?: z.ZodType | 'none';
}

/**
 * Declares an operation of the HTTP API (one route of a service), checking at compile time that
 * each `{parameter}` of its path has a schema and that a write states its body.
 */
export const operation = <const Path extends `/api/${string}`, const Method extends HttpMethod>(
  spec: OperationFields<Path, Method> & PathParameters<Path> & RequestBody<Method>,
): Operation => spec;
