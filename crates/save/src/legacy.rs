//! Rule modules' actions in saves written before they were module actions: an action object whose one key is no
//! action the engine knows (`{"Build": [12, 3]}`) is read by the modules the save's options switch on
//! ([`metro_engine::RuleModule::legacy_action`]) and rewritten as the module action it is.

use metro_engine::{Registry, RuleOptions};
use serde_json::{Map, Value, json};

/// The engine's action names (`metro_engine::Action`'s variants as serde writes them).
const ACTIONS: &[&str] = &[
    "Bid", "Place", "MoveTo", "Stay", "Take", "Copy", "Pass", "Alight", "Board", "Wait", "Station", "Line",
    "Column", "Stake", "PayWith", "Lift", "Assign", "Done", "Module",
];

/// The save's JSON with every older module action rewritten, or `None` if it has none (or is not a save's shape).
pub(crate) fn upgrade(text: &str, registry: &Registry) -> Option<Value> {
    upgrade_value(serde_json::from_str(text).ok()?, registry)
}

/// [`upgrade`] of a save's JSON already read.
pub(crate) fn upgrade_value(mut value: Value, registry: &Registry) -> Option<Value> {
    let options: RuleOptions = match value.get("setup").and_then(|s| s.get("options")) {
        Some(options) => serde_json::from_value(options.clone()).ok()?,
        None => RuleOptions::default(),
    };
    let modules = registry.modules_for(&options);
    let mut changed = false;
    for action in value.get_mut("actions")?.as_array_mut()? {
        let Some((name, args)) = older(action) else {
            continue;
        };
        let found = modules.iter().enumerate().find_map(|(i, module)| {
            module
                .legacy_action(&name, &args)
                .map(|(verb, args)| (i, verb, args))
        });
        if let Some((module, verb, args)) = found {
            *action = json!({ "Module": { "module": module, "verb": verb, "args": args } });
            changed = true;
        }
    }
    changed.then_some(value)
}

/// An action written under a name the engine does not know, with its numbers.
fn older(action: &Value) -> Option<(String, Vec<i64>)> {
    let object: &Map<String, Value> = action.as_object()?;
    if object.len() != 1 {
        return None;
    }
    let (name, data) = object.iter().next()?;
    if ACTIONS.contains(&name.as_str()) {
        return None;
    }
    let numbers = match data {
        Value::Array(items) => items.iter().map(Value::as_i64).collect::<Option<Vec<i64>>>()?,
        Value::Number(n) => vec![n.as_i64()?],
        _ => return None,
    };
    (numbers.len() <= 8).then(|| (name.clone(), numbers))
}
