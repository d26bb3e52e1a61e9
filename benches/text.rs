//! Benchmark (criterion): rules text both ways over the card table
//! (pkg/card-table.json, made by `node scripts/card-table.mjs`; npm test and
//! the build make it).
//! - `compile_whole_package`: every card of the package (16,976) compiled,
//!   rendered and compared with its text (what `stackwise coverage` does);
//! - `compile_one/...`: one card compiled (Serra Angel: two keyword lines;
//!   Rampant Growth: a library search; Mulldrifter: keywords, a trigger and
//!   evoke);
//! - `render_one/...`: the same cards' forms written back as text.
//! Run: `cargo bench --bench text`. Figures: docs/performance.md.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use stackwise::text::table::CardTable;

fn table() -> CardTable {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/pkg/card-table.json");
    let json = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}: make it with `node scripts/card-table.mjs`"));
    CardTable::parse(&json).unwrap()
}

fn bench(c: &mut Criterion) {
    let t = table();
    let mut g = c.benchmark_group("text");
    g.sample_size(10);
    g.bench_function("compile_whole_package", |b| b.iter(|| black_box(stackwise::text::coverage::measure(&t).all)));
    g.finish();
    for name in ["Serra Angel", "Rampant Growth", "Mulldrifter"] {
        let card = t.get(name).unwrap().clone();
        c.bench_function(&format!("compile_one/{name}"), |b| b.iter(|| black_box(stackwise::text::compile(&card).unwrap())));
        let def = stackwise::text::compile(&card).unwrap();
        c.bench_function(&format!("render_one/{name}"), |b| b.iter(|| black_box(stackwise::text::render(&def).unwrap())));
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
