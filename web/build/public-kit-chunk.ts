import type { ChunkingContext } from 'rolldown';

/**
 * Names the chunk of the small modules public pages share and the constants they read (fields,
 * alerts, badges, money and dates; the catalogue's coins, durations and providers). Left to itself the bundler gives each one its
 * own file of 100 to 800 bytes, and the payment page fetched fifteen of them: on a phone's
 * network every file is a round trip, which cost the page more than their bytes. One file for
 * them all costs the pricing page a few hundred bytes it does not run, and saves it as many
 * round trips.
 *
 * Modules the app's entry brings stay in the entry (the home page loads nothing more), those only
 * one page needs stay with it (`minShareCount`), and those only staff pages reach are left out
 * (a public page never loads admin code).
 */
export const publicKitChunk = (webRoot: string) => {
  let publicModules: Set<string> | undefined;

  const reach = (ctx: ChunkingContext, from: string[], skip: Set<string>) => {
    const seen = new Set<string>();
    const queue = [...from];
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      if (seen.has(id) || skip.has(id)) continue;
      seen.add(id);
      queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
    }
    return seen;
  };

  /**
   * What the public pages need beyond the entry: reached from the pages the entry loads lazily
   * under routes/public/ (not the pages themselves), so a new public page counts as it is routed.
   */
  const publicBeyondEntry = (ctx: ChunkingContext) => {
    const entry = reach(ctx, [`${webRoot}index.html`, `${webRoot}src/main.tsx`], new Set());
    const pages = [...entry]
      .flatMap((id) => ctx.getModuleInfo(id)?.dynamicallyImportedIds ?? [])
      .filter((id) => id.startsWith(`${webRoot}src/routes/public/`));
    const needed = reach(ctx, pages, entry);
    for (const page of pages) needed.delete(page);
    return needed;
  };

  return (id: string, ctx: ChunkingContext): string | null => {
    if (id.includes('/node_modules/')) return null;
    // The catalogue is reached through its index, which the entry imports too, so reaching
    // cannot tell what the entry runs: by name, all of it but the languages the entry uses.
    if (/[\\/]events[\\/]src[\\/]catalogue[\\/]/.test(id)) {
      return id.endsWith('languages.ts') ? null : 'public-kit';
    }
    publicModules ??= publicBeyondEntry(ctx);
    return publicModules.has(id) ? 'public-kit' : null;
  };
};
