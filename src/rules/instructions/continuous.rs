//! `do: continuous`: the instruction `Effect::Continuous` followed as its spell or
//! ability resolves (608.2c).
//!
//! The general form of a characteristic-changing effect of a resolving spell
//! or ability (611.2, 613): the objects it names (fixed as it resolves,
//! 611.2c) get each change in its own layer: "becomes a 3/3 creature",
//! "loses all abilities", "has base power and toughness 0/1", "switch its
//! power and toughness". It lasts as long as its duration says (611.2b,
//! rules::durations).
//!
//! Rules cited by its events: 611.2a (a continuous effect from a resolving
//! spell or ability begins; each change applies in its layer, 613).

use super::prelude::*;

impl Game {
    pub(super) fn do_continuous(&mut self, f: &mut ResolutionFrame, what: &ObjRef, modifications: &Vec<Modification>, duration: &Duration, text: &String) -> bool {
        let (source, you) = (f.item.source, f.item.controller);
        let Some(duration) = self.duration_begins(f, duration) else { return true };
        // Its numbers worked out now, for each object, before any change
        // applies: "+X/+X" is counted once (608.2h).
        let locked: Vec<(ObjectId, Vec<Modification>)> = self
            .resolve_objs(f, what)
            .into_iter()
            .filter(|o| self.objects.contains_key(o))
            .map(|o| (o, modifications.iter().map(|m| self.locked_change(f, m, o)).collect()))
            .collect();
        // One effect, one timestamp, on the objects fixed now (611.2c, 613.6b).
        let ts = self.fresh_timestamp();
        for (o, changes) in locked {
            let said = describe_changes(&changes, &duration);
            let copies = changes.iter().any(|m| matches!(m, Modification::CopiedValues(_)));
            if copies {
                // 706.2: what it was before, to go back to (rules::copies).
                self.keep_original_copy(o);
            }
            for modification in changes {
                let e = ContinuousEffect::new(ts, source, o, modification, duration.clone(), you);
                let reaches = self.effect_reaches_others(&e);
                self.effects.push(e);
                if reaches {
                    // What it can change, now that it applies (rules::indexes).
                    if let Some(e) = self.effects.last().cloned() {
                        self.mark_effect_reach(&e);
                    }
                }
            }
            let n = self.name_of(o);
            self.mark_dirty(o);
            if copies {
                self.refresh_copy(o);
            } else {
                self.reindex_permanent(o);
            }
            let what = if text.is_empty() { said } else { text.clone() };
            let d = format!("{n} {what}{}", duration.words());
            self.emit(Event::new("611.2a", EventKind::EffectCreated { description: d.clone() }, d));
        }
        true
    }
}

/// The changes in words, for the event, with the numbers they were locked
/// at: "gets +3/+3", "becomes red", "gains flying".
fn describe_changes(changes: &[Modification], duration: &Duration) -> String {
    let said: Vec<String> = changes
        .iter()
        .map(|m| match m {
            Modification::Pump { power: Amount::Fixed(p), toughness: Amount::Fixed(t) } => format!("gets {p:+}/{t:+}"),
            Modification::SetColors(cs) => {
                let names: Vec<String> = cs.iter().map(|c| format!("{c:?}").to_lowercase()).collect();
                format!("becomes {}", if names.is_empty() { "colourless".to_string() } else { names.join(" and ") })
            }
            Modification::AddKeyword(k) => format!("gains {}", k.label()),
            Modification::ProtectionFrom(_) => "gains no protection (no colour was chosen, 608.2d)".to_string(),
            Modification::SetChosenColor => "keeps its colours (no colour was chosen, 608.2d)".to_string(),
            Modification::SetCreatureType(t) => format!("becomes the creature type {t}"),
            Modification::SetChosenCreatureType => "keeps its creature types (no creature type was chosen, 608.2d)".to_string(),
            Modification::SetLandTypes(ts) => format!("becomes {}", ts.join(" ")),
            Modification::SetChosenLandType => "keeps its land types (no land type was chosen, 608.2d)".to_string(),
            Modification::DoesntUntap if *duration == Duration::NextUntapStep => "doesn't untap during its controller's next untap step".to_string(),
            Modification::DoesntUntap => "doesn't untap during its controller's untap step".to_string(),
            Modification::CopiedValues(d) => format!("becomes a copy of {}", d.name),
            Modification::BecomeCopy { .. } => "becomes a copy of nothing (what it would copy is gone or face down)".to_string(),
            _ => "changes".to_string(),
        })
        .collect();
    if said.is_empty() {
        "changes".to_string()
    } else {
        said.join(" and ")
    }
}
