//! Cards compiled from their printed text: one module per family of wordings, each with two or
//! more real cards, checked against the rules and written back to the card's text.
//!
//! One test binary per folder (`cargo test --test text`): every `.rs` file here is a module of it,
//! declared below; `every_file_is_a_module` fails if one is not.

#[path = "../common/mod.rs"]
mod common;

mod text_activation_counts;
mod text_additional_pump;
mod text_all_subtypes;
mod text_and_attacks_if_able;
mod text_and_cant_be_blocked_this_turn;
mod text_another_target;
mod text_any_number_of_target_players;
mod text_any_number_revealed;
mod text_any_player_may;
mod text_any_player_may_activate;
mod text_as_long_as_states;
mod text_as_though_flash;
mod text_attached_creature_events;
mod text_attacks_doesnt_untap;
mod text_attacks_if_able;
mod text_attacks_or_blocks;
mod text_aura_loses_and_is;
mod text_becomes;
mod text_becomes_a_kind;
mod text_becomes_artifact_creature;
mod text_becomes_creature;
mod text_becomes_tapped;
mod text_becomes_untapped;
mod text_blocking_it;
mod text_cant_block_and_cant_be_blocked;
mod text_cant_block_this_turn;
mod text_cant_play;
mod text_cards;
mod text_cards_for_each;
mod text_cascade;
mod text_cast_free;
mod text_cast_only;
mod text_cda_plus;
mod text_characteristics;
mod text_charge_counters;
mod text_chosen_color;
mod text_chosen_creature_type;
mod text_chosen_number;
mod text_control_as_long_as;
mod text_copies;
mod text_copy_spell;
mod text_countered_instead;
mod text_counters_placed;
mod text_counters_removed;
mod text_cumulative_upkeep_life;
mod text_custom_cards;
mod text_damage_and_mana_choices;
mod text_deals_damage_to_you;
mod text_dealt_damage_by_this_turn;
mod text_dealt_damage_this_turn;
mod text_delayed_this_turn;
mod text_dies_that_card;
mod text_domain;
mod text_double_faced;
mod text_each_other_player_and_kicks;
mod text_enchanted_doesnt_untap;
mod text_entry_payment;
mod text_equip_costs;
mod text_extra_and_skipped_turns;
mod text_flip;
mod text_fortify;
mod text_granted_flashback;
mod text_graveyard_name_counts;
mod text_graveyard_to_library;
mod text_graveyards;
mod text_hand_size_differences;
mod text_hands_and_this_way;
mod text_instead;
mod text_instead_if;
mod text_intervening_if;
mod text_into_graveyard_from_anywhere;
mod text_its_controller;
mod text_keyword_costs;
mod text_keyword_semicolon;
mod text_kinship;
mod text_land_types;
mod text_leaves_the_battlefield;
mod text_levelers;
mod text_life_totals;
mod text_living_weapon;
mod text_look_at_player_library;
mod text_look_at_top_then_graveyard;
mod text_looked_at_hand;
mod text_loss_replacement;
mod text_loyalty;
mod text_madness_paid;
mod text_mana_value_creatures;
mod text_may_otherwise;
mod text_menace;
mod text_modal_triggers;
mod text_modes_chosen;
mod text_morbid;
mod text_more_cards_in_hand;
mod text_named_card;
mod text_next_untap_step;
mod text_no_maximum_hand_size;
mod text_nontoken;
mod text_otherwise_statics;
mod text_own_move;
mod text_owned_and_countered;
mod text_per_blocker;
mod text_played_by;
mod text_player_controls;
mod text_player_triggers;
mod text_printed_ability_words;
mod text_proliferate;
mod text_protection_and;
mod text_put_from_hand;
mod text_put_in_library;
mod text_put_onto_battlefield;
mod text_quoted_wordings;
mod text_readers2;
mod text_rebound;
mod text_redirection;
mod text_replacements;
mod text_rest_into_graveyard;
mod text_retrace;
mod text_return_at_random;
mod text_return_moved;
mod text_returned_to_hand;
mod text_reveal_at_random;
mod text_reveal_first_draw;
mod text_reveal_top_card;
mod text_reveal_top_into_hand;
mod text_reveals_and_discards_all;
mod text_sacrifice_lists;
mod text_scry;
mod text_search_into_graveyard;
mod text_search_named;
mod text_search_players;
mod text_search_to_top;
mod text_self_or_another;
mod text_short_names;
mod text_shuffle_this;
mod text_skip_next_step;
mod text_skip_steps;
mod text_spell_or_permanent;
mod text_state_triggers;
mod text_static_counts;
mod text_still_a_land;
mod text_sunburst;
mod text_tap_or_untap;
mod text_tap_untapped_cost;
mod text_that_player;
mod text_they_cant_be_regenerated;
mod text_those_creatures;
mod text_totem_armor;
mod text_transmute;
mod text_trigger_its;
mod text_two_targets;
mod text_two_targets_then_those_cards;
mod text_unblocked_and_defending_player;
mod text_verb_each;
mod text_x_costs;
mod text_you_choose_from_hand;
mod text_you_draw;

/// A file in this folder that is not declared above would never be compiled nor run.
#[test]
fn every_file_is_a_module() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/text");
    let main = include_str!("main.rs");
    for entry in std::fs::read_dir(&dir).unwrap() {
        let name = entry.unwrap().file_name().into_string().unwrap();
        let Some(module) = name.strip_suffix(".rs") else { continue };
        if module != "main" {
            assert!(main.lines().any(|l| l == format!("mod {module};")), "tests/text/{name} is not declared in tests/text/main.rs");
        }
    }
}
