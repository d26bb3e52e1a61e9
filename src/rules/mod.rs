//! The rules layer: pure game logic, no I/O, no JavaScript, no clock, no
//! global random generator. Each module is named after the rules it
//! implements; see `docs/rules-map.md` for the number-to-file map.

pub mod actions; // player actions and the single entry point `Game::apply`
pub mod amplify; // 702.37 amplify: cards revealed as a permanent spell enters, +1/+1 counters for each
pub mod answers; // answers to pending decisions checked before anything changes, each handed to where its decision resumes
pub mod amounts; // numbers in effects read the same way by resolving spells and static abilities (608.2h, 611.3a)
pub mod casting; // 601 casting spells, 602 activating, 605 mana abilities, 305 lands
pub mod choices; // 608.2d choosing a value (colour, creature type, player, card name, number), 614.12 choices as a permanent enters
pub mod changes; // what a watcher is told of the stack (405.2) and waiting triggers (603.3) between events
pub mod combat; // 506–511 combat
pub mod block_counts; // 509.1a how many attackers a creature may block, 509.3 and 510.1d a creature blocking several
pub mod block_requirements; // 509.1c requirements on declaring blockers: "blocks ... if able", "all creatures able to block ... do so"
pub mod cost_changes; // 601.2f, 117.7 cost increases and reductions: the total cost of a spell
pub mod conspire; // 702.76 conspire: two creatures sharing a colour tapped as a spell is cast, and the spell copied
pub mod convoke; // 702.49 convoke: creatures tapped while casting a spell pay part of its total cost
pub mod copies; // 706.2 "becomes a copy": copy effects of resolved spells and abilities, the copiable values they set
pub mod control; // 613.1b control-changing static abilities ("you control enchanted creature")
pub mod durations; // 611.2a-b durations of continuous effects: for as long as, until your next turn, the next untap step
pub mod consistency; // the invariants of a game read from outside (saved sessions, positions)
pub mod entry_payment; // 614.12 "as this enters, you may pay ...; if you don't, it enters tapped": asked of its controller as it enters
pub mod damage_queue; // 616.1, 119.3, 510.2 damage dealt at once as values through replacement effects: a question stops the queue, the answer resumes it
pub mod draw_queue; // 614.11, 616.1, 120.1 draws as values through replacement effects: a question stops the queue, the answer resumes it
pub mod destruction_queue; // 701.7, 614.8, 616.1 permanents destroyed at once as values through replacement effects: a question stops the queue, the answer resumes it
pub mod dredge; // 702.50 dredge: a draw replaced by milling N and returning the card from the graveyard
pub mod devour; // 702.80 devour: creatures sacrificed as a permanent spell enters, +1/+1 counters for each
pub mod exile_until; // 610.3 cards exiled until the source leaves the battlefield: they return as it leaves
pub mod effects; // 118 life, 119 damage, 120 drawing, 701 keyword actions, 104 losing
pub mod flash; // 702.8a flash, and static abilities that let spells be cast as though they had flash
pub mod events; // the event record, each event citing its rule
pub mod graveyard_triggers; // 112.6k triggered abilities that work from a graveyard (recover, 702.58): indexed as cards arrive and leave
pub mod groups; // the battlefield's groups of objects that look alike, kept between snapshots
pub mod goal; // a puzzle's goal judged as events happen (104.2a, 104.3, 400.7, 500.1, 514.1), what the solver knows
pub mod instructions; // 608.2c one file per kind of instruction (`do`), named after it
pub mod indexes; // indexes for what grows: creatures by controller (115 targets, 613 reach), the 603.8 watch
pub mod land_types; // 305.5–305.7 land types: the mana abilities of basic land types, setting a land's subtype
pub mod layers; // 613 continuous effects in layers, characteristics
pub mod opening_hand; // 103.5 cards that act from an opening hand
pub mod look; // 401.2 looking at the top cards of a library and putting them back in any order
pub mod loops; // 716.3–716.6 loops the engine recognises: fragmented loops, mandatory loops as draws
pub mod life_gain_queue; // 614.1a, 616.1, 118.3, 702.15b life gains as values through replacement effects: a question stops the queue, the answer resumes it
pub mod limits; // engine limits on untrusted numbers (no rule: docs/limits.md)
pub mod leaving; // 800.4 leaving a multiplayer game, changes of control
pub mod mana; // 106 mana, 601.2g–h paying costs
pub mod mana_triggers; // 106.11a, 605.1b, 605.4a "whenever [a permanent] is tapped for mana": triggered mana abilities resolving at once, counted when planning a payment
pub mod mana_choice; // 106.3, 608.2d, 605.3b mana of a chosen colour: what a mana ability adds, named or asked
pub mod banding; // 702.20 banding: attacking bands, blocks spread over a band, who divides combat damage
pub mod payment_harm; // 605.3b, 605.4a, 616.1 the damage and life gain of a payment's mana abilities settled through replacement effects before it changes anything
pub mod phasing; // 702.25 phasing: permanents treated as though they don't exist, phasing in and out in the untap step (502.1)
pub mod prowl; // 702.74 prowl: the alternative cost allowed after combat damage by a creature sharing a creature type
pub mod play_from; // 601.3, 305.1, 305.2 playing cards from other zones than the hand, the revealed top of a library, additional land plays
pub mod object_costs; // 117.1, 602.2b, 601.2h the parts of a cost that take objects: candidates, checking the objects named, paying
pub mod replacement; // 614–616 replacement and prevention effects
pub mod replacement_work; // 614.1a, 616.1 instructions that replace an event (a loss of the game), followed after the work that met it: a question stops them, the answer resumes them
pub mod resolution; // 608 resolving spells and abilities
pub mod saved; // the game as serialized state (checkpoints, saves), one table of card definitions
pub mod sba; // 704 state-based actions
pub mod sba_work; // 704.3 a check's actions settled through replacement effects: a question stops the check, the answer resumes it
pub mod static_conditions; // 611.3a static abilities that apply only while a condition holds (threshold, hellbent, level up)
pub mod search; // 701.17 searching a library, 701.18b shuffling around the found cards
pub mod spend_only; // 106.6 mana that may be spent only on some spells or abilities: kept apart in the pool, spent first on what it may pay for
pub mod splice; // 702.45 splice onto Arcane: cards revealed from the hand add their instructions and targets to a spell as it is cast
pub mod split; // 708 split cards: casting either half, both halves' characteristics elsewhere
pub mod shortcut; // 716 taking shortcuts: proposing, accepting or shortening, taking them
pub mod shortcut_fast; // 716.2a the predictable result: a loop's alike iterations worked out at once
pub mod cost_moves; // 616.1, 601.2h, 602.2b the moves to a graveyard of an action's costs settled before it changes anything: a question stops the action, the answer takes it again
pub mod move_queue; // 614.1a, 616.1 objects an instruction puts into graveyards at once, settled through replacement effects: a question stops the queue, the answer resumes it
pub mod morph; // 702.36 morph, 707 face-down spells and permanents
pub mod suspend; // 702.61 suspend: the special action, suspended cards' abilities in exile
pub mod state; // the game state (400 zones, 109 objects, 102 players)
pub mod targets; // 115 targets, 608.2b re-check
pub mod triggers; // 603 triggered abilities
pub mod turn; // 500–514 turn structure, 116 priority
pub mod types; // basic vocabulary
pub mod vanguard; // 902 Vanguard: the vanguard's modifiers (starting life, maximum hand size); its abilities work from the command zone
pub mod untap_step; // 502.2 the untap step: the active player's permanents untapped at once, one event
pub mod zones; // 400 zones, 400.7 new objects, 112.7a last known information
pub mod legal; // listing the legal actions of the acting player

pub use actions::{Action, ActionError, AlternativeCost, Attack, Block, ManaActivation};
pub use events::{Event, EventKind, TargetChoice};
pub use state::Game;
pub use types::*;
