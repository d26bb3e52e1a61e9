//! `do: get_emblem`: the instruction `Effect::GetEmblem` followed as its
//! spell or ability resolves (608.2c).
//!
//! "[Player] gets an emblem with \"[ability]\"" (113.2 in the 2017 rules):
//! each player it names puts an emblem into the command zone (408.2), owned
//! and controlled by that player, with those abilities and nothing else: no
//! name, types, mana cost or colour (113.3). Its abilities work from the
//! command zone (113.4, `GameObject::functions_in_command_zone`); it is
//! neither a card nor a permanent (113.5), and nothing moves it.
//!
//! Rules cited by its events: 113.2.

use super::prelude::*;
use std::sync::Arc;

/// More emblems than this are not made (each is an object for good).
const MAX_EMBLEMS: usize = 10_000;

impl Game {
    pub(super) fn do_get_emblem(&mut self, f: &mut ResolutionFrame, player: &Recipient, abilities: &[Ability]) -> bool {
        let sname = f.item.source_name.clone();
        for p in self.players_of(f, player) {
            if self.command.len() >= MAX_EMBLEMS {
                break;
            }
            // Its text is its abilities' (what a player is shown of it).
            let text = abilities.iter().map(|a| a.text()).collect::<Vec<_>>().join("\n");
            let def = Arc::new(CardDef { abilities: abilities.to_vec(), text, ..CardDef::default() });
            let id = self.create_object(def, p, Zone::Command);
            if let Some(o) = self.obj_mut(id) {
                o.extra.emblem = true;
            }
            // Now an emblem, its abilities work from the command zone: indexed as a permanent's are.
            self.index_permanent(id);
            self.invalidate_chars();
            let pname = self.player(p).name.clone();
            let text: Vec<String> = abilities.iter().map(|a| format!("\"{}\"", a.text())).collect();
            self.emit(Event::new("113.2", EventKind::Note, format!("{sname}: {pname} gets an emblem with {}", text.join(" and "))));
        }
        true
    }
}
