import { Hono } from "hono";
import type { SQL } from "drizzle-orm";
import { easyBrokerExportPagination, toEasyBrokerProperty } from "../../domain/listing-imports/easybroker-export";
import { EXPORT_TEXTS } from "../../domain/listing-imports/export-texts";
import { exportCsvChunk } from "../../domain/listing-imports/listing-export";
import { ApiError } from "../middleware/errors";
import { describeErrorForLog } from "../logging/log-redaction";
import { noStore } from "../middleware/no-store";
import { countExportable, exportedListings, exportScope } from "../services/listing-exports/export-listings";
import type { AppEnv } from "../types";
import type { Db } from "../../db/client";
import type { Actor } from "../services/listings/manageable-listing";
import { route } from "../route-declaration/route";

// /api/listing-exports: an agency owner downloads the agency's published listings, an
// independent agent their own; everyone else gets 403. The files are streamed, read from
// the database a page of 100 at a time, so a catalogue of thousands never sits in memory.
//   GET /               how many there are ({ published })
//   GET /listings.csv   the import page's columns, readable back by it
//   GET /listings.json  one EasyBroker `/properties` page: { pagination, content }
export const listingExportsRoutes = new Hono<AppEnv>()
  .use("*", noStore)
  .get("/", route({ summary: "How many listings an export would hold ({ published }).", access: "exporter" }), async (c) =>
    c.json({ data: { published: await countExportable(c.var.db, await scopeOf(c.var.db, c.var.user)) } }),
  )
  .get("/listings.csv", route({ summary: "The published listings as the import page's CSV.", access: "exporter" }), async (c) => {
    const scope = await scopeOf(c.var.db, c.var.user);
    let first = true;
    const body = streamText(async function* () {
      for await (const page of exportedListings(c.var.db, scope, c.var.origin)) {
        yield exportCsvChunk(page, first);
        first = false;
      }
      if (first) yield exportCsvChunk([], true);
    });
    return download(body, "text/csv; charset=utf-8", EXPORT_TEXTS.fileName(today(), "csv"));
  })
  .get("/listings.json", route({ summary: "The published listings as one EasyBroker /properties page.", access: "exporter" }), async (c) => {
    const scope = await scopeOf(c.var.db, c.var.user);
    const total = await countExportable(c.var.db, scope);
    const { origin } = c.var;
    const body = streamText(async function* () {
      yield `{"pagination":${JSON.stringify(easyBrokerExportPagination(total))},"content":[`;
      let first = true;
      for await (const page of exportedListings(c.var.db, scope, origin)) {
        const items = page.map((l) => JSON.stringify(toEasyBrokerProperty(l, origin))).join(",");
        yield first ? items : `,${items}`;
        first = false;
      }
      yield "]}";
    });
    return download(body, "application/json; charset=utf-8", EXPORT_TEXTS.fileName(today(), "json"));
  });

async function scopeOf(db: Db, user: Actor): Promise<SQL> {
  const scope = await exportScope(db, user);
  if (!scope) throw new ApiError(403, "forbidden", EXPORT_TEXTS.agencyOnly);
  return scope;
}

const today = () => new Date().toISOString().slice(0, 10);

function streamText(chunks: () => AsyncGenerator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const source = chunks();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await source.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      } catch (error) {
        console.error("listing_export_failed", { error: describeErrorForLog(error) });
        controller.error(error);
      }
    },
    async cancel() {
      await source.return(undefined);
    },
  });
}

function download(body: ReadableStream<Uint8Array>, type: string, fileName: string): Response {
  return new Response(body, {
    headers: { "Content-Type": type, "Content-Disposition": `attachment; filename="${fileName}"`, "Cache-Control": "private, no-store" },
  });
}
