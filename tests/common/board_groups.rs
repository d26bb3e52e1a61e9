//! The battlefield's groups as the tests define them (docs/playback.md,
//! grouped tokens): every battlefield object's own view, grouped
//! (`formats::playback::group`), and the snapshot's battlefield checked
//! against it (tests/engine/snapshot_groups.rs, tests/engine/snapshot_first_walk.rs).

use stackwise::formats::playback::group;
use stackwise::formats::snapshot::{permanent_view, PermanentView};
use stackwise::rules::state::Game;
use stackwise::rules::ObjectId;
use std::collections::BTreeSet;

/// The definition: every battlefield object's own view, grouped.
pub fn reference(g: &Game) -> Vec<PermanentView> {
    group(g.battlefield.iter().filter_map(|id| permanent_view(g, *id)).collect())
}

/// The ids an entry stands for.
pub fn ids(e: &PermanentView) -> BTreeSet<ObjectId> {
    e.id_ranges.iter().flat_map(|r| r.ids()).collect()
}

/// The snapshot's battlefield, checked against the definition, each entry's
/// count against its ids, and the index against a fresh one.
pub fn board(g: &Game) -> Vec<PermanentView> {
    let bf = g.snapshot(None).battlefield;
    assert_eq!(bf, reference(g), "the snapshot is the grouping of the per-object views");
    g.check_battlefield_groups().unwrap();
    for e in &bf {
        assert_eq!(e.count, ids(e).len(), "an entry's count is how many ids it has");
    }
    bf
}
