/**
 * Creates an admin account, or promotes an existing member to admin, from the command line:
 *
 *   npm run create-admin -- --email admin@example.com --password 'Xx!12345' [--name 관리자] [--nickname 운영자]
 *
 * Uses the same configuration as the server (DATABASE_URL or the PGlite data directory) and migrates
 * the database first, so it also works on a fresh install before the first start.
 */
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { email, password, userName, userNickname } from '@siktak/contract';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/open.js';
import { users } from '../db/schema.js';
import { hashPassword } from '../platform/passwords.js';
import type { Db } from '../db/client.js';
import { duplicateUserError, findUserByEmail, isNicknameTaken } from '../modules/auth/index.js';
import { AppError } from '../platform/errors.js';
import { UsageError, runCli } from './run.js';

const USAGE =
  "usage: npm run create-admin -- --email <e-mail> --password '<password>' [--name <name>] [--nickname <nickname>]\n" +
  '  --password is required for a new admin; for an existing member it is optional and, when given, replaces the password.';

const argsSchema = z.object({
  email,
  password: password.optional(),
  name: userName.optional(),
  nickname: userNickname.optional(),
});

type Args = z.output<typeof argsSchema>;

/** The arguments, or null when only the usage was asked for. */
function parseCommandLine(argv: string[]): Args | null {
  const { values } = parseArgs({
    args: argv,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      nickname: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) return null;
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    throw new UsageError(parsed.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('\n'));
  }
  return parsed.data;
}

async function createOrPromote(db: Db, args: Args): Promise<string> {
  const passwordHash = args.password ? await hashPassword(args.password) : undefined;
  const existing = await findUserByEmail(db, args.email);
  if (existing) {
    if (existing.deletedAt) throw new UsageError(`${args.email} belongs to a withdrawn member; it cannot be promoted.`);
    if (args.nickname && (await isNicknameTaken(db, args.nickname, existing.userNo))) {
      throw new UsageError(`nickname ${args.nickname} is already taken.`);
    }
    await db
      .update(users)
      .set({
        role: 'ROLE_ADMIN',
        ...(passwordHash ? { passwordHash } : {}),
        ...(args.name ? { name: args.name } : {}),
        ...(args.nickname ? { nickname: args.nickname } : {}),
      })
      .where(eq(users.userNo, existing.userNo));
    return `promoted member #${existing.userNo} (${args.email}) to ROLE_ADMIN${passwordHash ? ' and set the new password' : ''}`;
  }
  if (!passwordHash) throw new UsageError('--password is required to create a new admin.');
  const nickname = args.nickname ?? '운영자';
  if (await isNicknameTaken(db, nickname)) {
    throw new UsageError(`nickname ${nickname} is already taken; choose one with --nickname.`);
  }
  const [row] = await db
    .insert(users)
    .values({
      email: args.email,
      passwordHash,
      name: args.name ?? '관리자',
      nickname,
      // The sign-up form requires a phone number; an admin made here gets a placeholder to edit later.
      phone: '010-0000-0000',
      role: 'ROLE_ADMIN',
    })
    .returning({ userNo: users.userNo });
  return `created admin #${row!.userNo} (${args.email})`;
}

async function main(): Promise<number> {
  let args: Args | null;
  try {
    args = parseCommandLine(process.argv.slice(2));
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  if (!args) {
    console.log(USAGE);
    return 0;
  }
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await database.migrate();
    console.log(await createOrPromote(database.db, args));
    return 0;
  } catch (err) {
    const failure = duplicateUserError(err);
    if (err instanceof UsageError || failure instanceof AppError) {
      console.error(failure instanceof AppError ? failure.message : (err as Error).message);
      return 1;
    }
    throw err;
  } finally {
    await database.close();
  }
}

runCli(main);
