//! Banding (702.20; 702.21 in later rules): attacking bands, blocks that
//! spread over a whole band, and who divides combat damage when a creature
//! with banding blocks or is blocked.
//!
//! A band is declared with the attack: each `Attack` may name a band number,
//! and attackers naming the same number form one band (702.20c). The band
//! lives in `Combat::bands` for the rest of combat (702.20e); a creature
//! removed from combat leaves it (702.20f).

use std::collections::BTreeMap;

use super::actions::{Attack, Block};
use super::events::{Event, EventKind};
use super::state::{Combat, Game};
use super::types::{Keyword, ObjectId, PlayerId};
use crate::cards::def::{Filter, StaticEffect};

impl Game {
    fn has_banding(&self, id: ObjectId) -> bool {
        self.chars(id).is_some_and(|c| c.has_keyword(Keyword::Banding))
    }

    /// 702.20b: the qualities of this creature's "bands with other [quality]" abilities.
    fn bands_with_other(&self, id: ObjectId) -> Vec<Filter> {
        let Some(c) = self.chars(id) else { return Vec::new() };
        c.statics().filter_map(|e| if let StaticEffect::BandsWithOther { quality } = e { Some(quality.clone()) } else { None }).collect()
    }

    /// 702.20b: a creature among `ids` that has "bands with other [quality]"
    /// and is a [quality] creature itself, with `others` other creatures among
    /// `ids` of that quality (`None` for all of them).
    fn band_with_other_leader(&self, ids: &[ObjectId], others: Option<usize>) -> Option<ObjectId> {
        ids.iter().copied().find(|m| {
            let Some(ctl) = self.controller_of(*m) else { return false };
            self.bands_with_other(*m).iter().any(|q| {
                let of_quality = ids.iter().filter(|x| self.matches(**x, q, ctl, Some(*m))).count();
                self.matches(*m, q, ctl, Some(*m)) && of_quality >= 1 + others.unwrap_or(ids.len() - 1)
            })
        })
    }

    /// 702.20c–d: the declared bands, each checked: at least one member has
    /// banding, at most one member has none, and every member attacks the
    /// same player or planeswalker. The bands in the order of their numbers.
    pub(crate) fn declared_bands(&self, attackers: &[Attack]) -> Result<Vec<Vec<ObjectId>>, String> {
        let mut bands: BTreeMap<u32, Vec<&Attack>> = BTreeMap::new();
        for a in attackers {
            if let Some(n) = a.band {
                bands.entry(n).or_default().push(a);
            }
        }
        let mut out = Vec::new();
        for (n, members) in bands {
            if members.iter().any(|a| a.target != members[0].target) {
                return Err(format!("702.20d: the creatures in band {n} must all attack the same player or planeswalker"));
            }
            let ids: Vec<ObjectId> = members.iter().map(|a| a.attacker).collect();
            // 702.20c: creatures of one quality, one of them banding with other creatures of it.
            if ids.len() >= 2 && self.band_with_other_leader(&ids, None).is_some() {
                out.push(ids);
                continue;
            }
            let without: Vec<String> = members.iter().filter(|a| !self.has_banding(a.attacker)).map(|a| self.name_of(a.attacker)).collect();
            if without.len() == members.len() {
                return Err(format!("702.20c: band {n} has no creature with banding, nor one that bands with other creatures of a quality they all have"));
            }
            if without.len() > 1 {
                return Err(format!("702.20c: band {n} may have only one creature without banding, but it has {}", without.join(" and ")));
            }
            out.push(ids);
        }
        Ok(out)
    }

    /// 702.20c: the attacking bands are announced with the attack (a band of
    /// one creature changes nothing and is not kept).
    pub(crate) fn record_bands(&mut self, attackers: &[Attack]) {
        let Ok(bands) = self.declared_bands(attackers) else { return };
        let bands: Vec<Vec<ObjectId>> = bands.into_iter().filter(|b| b.len() >= 2).collect();
        for band in &bands {
            let names: Vec<String> = band.iter().map(|a| self.name_of(*a)).collect();
            self.emit(Event::new("702.20c", EventKind::Note, format!("{} attack in a band", names.join(", "))));
        }
        if let Some(cb) = self.combat.as_mut() {
            cb.bands = bands;
        }
    }

    /// 702.20h: a creature declared to block one member of a band blocks
    /// every creature of that band still attacking. The blocks as declared,
    /// then those the bands add.
    pub(crate) fn blocks_with_bands(&mut self, blocks: &[Block]) -> Vec<Block> {
        let Some(cb) = self.combat.as_ref() else { return blocks.to_vec() };
        let mut out = blocks.to_vec();
        let mut added = Vec::new();
        for b in blocks {
            let Some(band) = cb.bands.iter().find(|band| band.contains(&b.attacker)) else { continue };
            for m in band {
                let attacking = cb.attackers.iter().any(|(a, _)| a == m);
                if attacking && !out.iter().any(|x| x.blocker == b.blocker && x.attacker == *m) {
                    out.push(Block { blocker: b.blocker, attacker: *m });
                    added.push((b.blocker, b.attacker, *m));
                }
            }
        }
        for (blk, declared, m) in added {
            let text = format!("{} blocks {} too: it is in a band with {}", self.name_of(blk), self.name_of(m), self.name_of(declared));
            self.emit(Event::new("702.20h", EventKind::Note, text));
        }
        out
    }

    /// 702.20j: an attacker blocked by a creature with banding, or by a
    /// [quality] creature with "bands with other [quality]" and another
    /// [quality] creature, has its combat damage divided by the defending
    /// player (the controller of that blocker), among its blockers in any
    /// way. Who divides, if banding says so.
    pub(crate) fn banding_divides_attacker(&self, blockers: &[ObjectId]) -> Option<PlayerId> {
        self.banding_among(blockers)
    }

    /// 702.20k: a blocker blocking a creature with banding, or both a
    /// [quality] creature with "bands with other [quality]" and another
    /// [quality] creature, has its combat damage divided by the attacking
    /// player (the controller of that attacker), among the attackers it
    /// blocks in any way.
    pub(crate) fn banding_divides_blocker(&self, attackers: &[ObjectId]) -> Option<PlayerId> {
        self.banding_among(attackers)
    }

    fn banding_among(&self, ids: &[ObjectId]) -> Option<PlayerId> {
        let leader = ids.iter().copied().find(|b| self.has_banding(*b)).or_else(|| self.band_with_other_leader(ids, Some(1)))?;
        self.controller_of(leader)
    }
}

/// 702.20f: a creature removed from combat leaves its band.
pub(crate) fn leave_band(cb: &mut Combat, id: ObjectId) {
    for band in cb.bands.iter_mut() {
        band.retain(|m| *m != id);
    }
    cb.bands.retain(|band| band.len() >= 2);
}
