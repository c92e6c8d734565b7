//! `metro --help`, every subcommand's `--help` and clap's usage errors in the language of the output.
//!
//! The language must be known before clap parses (clap prints the help while parsing), so [`language_in`] reads
//! `--language X` / `--language=X` from the raw arguments first. [`command`] then builds the derived `Cli` command
//! and walks its tree, setting from the catalog (`locales/*/help.ftl`) what each command does, each argument's help
//! and value name, and the frame: the usage heading and line, the headings of commands, arguments and options, and
//! the notes `[default: …]` and `[possible values: …]`. Ids follow the command tree: `help-<path>` for a command
//! (`help-metro`, `help-map-check`), `help-arg-<path>-<id>` for one command's argument, `help-arg-<id>` for those of
//! every command (`--plugin`, `--language`, `--help`, `--version`). The English messages are the doc comments of
//! the derive (a test keeps them equal), so the English help reads as it always did.
//!
//! [`Words`] is a clap `ErrorFormatter` that writes usage errors ("unexpected argument", "invalid value", …) from
//! the catalog, from the error's kind and context. What stays English: any `tip:` of clap's other than the one
//! our commands get ("to pass '-x' as a value, use '-- -x'"), shown as clap words it after a translated "tip:",
//! and the output of `--version` ("metro 0.1.0", no words).

use std::ffi::OsString;
use std::fmt::Write as _;

use clap::builder::StyledStr;
use clap::error::{ContextKind, ContextValue, ErrorFormatter, ErrorKind};
use clap::{Arg, Command, CommandFactory};
use metro_lang::Language;

use crate::locale::{WORDS, tr};

/// The language `--language X` or `--language=X` names among the program's arguments (`args[0]` is the program),
/// read before clap parses them; `None` when none is given (or it names no language: clap refuses it later).
/// Arguments after `--` are values, not options.
pub fn language_in(args: &[OsString]) -> Option<Language> {
    let mut args = args.iter().skip(1).map(|arg| arg.to_str());
    while let Some(arg) = args.next() {
        match arg {
            Some("--") => break,
            Some("--language") => return args.next().flatten().and_then(Language::from_locale),
            Some(arg) => {
                if let Some(value) = arg.strip_prefix("--language=") {
                    return Language::from_locale(value);
                }
            }
            None => {}
        }
    }
    None
}

/// The `metro` command, built, with every text of its help in the current language.
pub fn command() -> Command {
    let mut command = crate::Cli::command();
    // Building adds clap's own parts (`--help`, `--version`, the `help` subcommands) and copies the global options
    // into every subcommand, so that all of them can be translated; parsing does not build it again.
    command.build();
    translate(command, &[])
}

/// The key of a command's words in `help.ftl`: `metro`, `help`, or its path joined (`map-show`).
fn command_key(name: &str, path: &[String]) -> String {
    if name == "help" {
        "help".to_owned()
    } else if path.is_empty() {
        "metro".to_owned()
    } else {
        path.join("-")
    }
}

/// One command and everything under it; `path` is its place in the tree without `metro` and without `help`.
fn translate(command: Command, path: &[String]) -> Command {
    let name = command.get_name().to_owned();
    let key = command_key(&name, path);
    let mut command = command;
    if command.get_about().is_some()
        && let Some(about) = words(&[&format!("help-{key}")])
    {
        command = command.about(about);
    }
    let usage_style = *command.get_styles().get_usage();
    let template = format!(
        "{{before-help}}{{about-with-newline}}\n{usage_style}{}{usage_style:#} {{usage}}\n\n{{all-args}}{{after-help}}",
        tr!("help-usage")
    );
    let mut command = command
        .help_template(template)
        .subcommand_help_heading(tr!("help-commands"))
        .subcommand_value_name(tr!("help-value-command"))
        .mut_args(|arg| translate_arg(arg, &key))
        .mut_subcommands(|sub| {
            let mut sub_path = path.to_vec();
            if sub.get_name() != "help" {
                sub_path.push(sub.get_name().to_owned());
            }
            translate(sub, &sub_path)
        });
    // The usage line as clap writes it, with its placeholder for options in the language shown (the value names in
    // it are translated above).
    let usage = command.render_usage().to_string();
    let usage = usage.split_once(' ').map_or(usage.as_str(), |(_, rest)| rest);
    let usage = usage.replace("[OPTIONS]", &tr!("help-options-tag"));
    command.override_usage(usage)
}

/// One argument of the command `key`: its help with its notes, its value names and its heading.
fn translate_arg(arg: Arg, key: &str) -> Arg {
    let id = arg.get_id().as_str().replace('_', "-");
    let takes_values = arg.get_action().takes_values();
    let mut help = words(&[&format!("help-arg-{key}-{id}"), &format!("help-arg-{id}")])
        .or_else(|| arg.get_help().map(ToString::to_string))
        .unwrap_or_default();
    let defaults: Vec<String> = arg
        .get_default_values()
        .iter()
        .map(|value| value.to_string_lossy().into_owned())
        .collect();
    if takes_values && !defaults.is_empty() {
        let _ = write!(help, " {}", tr!("help-default", value = defaults.join(" ")));
    }
    let values: Vec<String> = arg
        .get_possible_values()
        .iter()
        .filter(|value| !value.is_hide_set())
        .map(|value| value.get_name().to_owned())
        .collect();
    if takes_values && !values.is_empty() {
        let _ = write!(
            help,
            " {}",
            tr!("help-possible-values", values = values.join(", "))
        );
    }
    let value_names: Option<Vec<String>> = arg.get_value_names().filter(|_| takes_values).map(|names| {
        names
            .iter()
            .map(|name| {
                words(&[&format!("help-value-{}", name.as_str().to_lowercase())])
                    .unwrap_or_else(|| name.to_string())
            })
            .collect()
    });
    let heading = if arg.is_positional() {
        tr!("help-arguments")
    } else {
        tr!("help-options")
    };
    let mut arg = arg
        .help(help)
        .long_help(None)
        .hide_default_value(true)
        .hide_possible_values(true)
        .help_heading(heading);
    if let Some(names) = value_names {
        arg = arg.value_names(names);
    }
    arg
}

/// The first of `ids` the catalog has, in the current language.
fn words(ids: &[&str]) -> Option<String> {
    ids.iter()
        .find(|id| WORDS.has(Language::English, id))
        .map(|id| WORDS.message(id, &[]))
}

/// A whole number for an option, in `MIN..=MAX`, refused in the language shown: the value parser of `--players`,
/// `--games`, `--jobs` and the like.
pub fn number<T: TryFrom<u64>, const MIN: u64, const MAX: u64>(value: &str) -> Result<T, String> {
    let refused = || {
        if MIN == 0 && MAX == u64::MAX {
            tr!("cli-number-expected")
        } else {
            tr!("cli-number-range", min = MIN, max = MAX)
        }
    };
    let number: u64 = value.trim().parse().map_err(|_| refused())?;
    if !(MIN..=MAX).contains(&number) {
        return Err(refused());
    }
    T::try_from(number).map_err(|_| refused())
}

/// A `--language` value: `en`, `de`, `it` (or a locale name such as `de_DE.UTF-8`).
pub fn language(value: &str) -> Result<Language, String> {
    Language::from_locale(value).ok_or_else(|| tr!("cli-language-expected"))
}

/// clap's usage errors in the language shown (see the module's documentation).
pub struct Words;

impl ErrorFormatter for Words {
    fn format_error(error: &clap::error::Error<Self>) -> StyledStr {
        let mut text = message(error);
        for (kind, (one, many)) in [
            (
                ContextKind::SuggestedSubcommand,
                ("clap-similar-subcommand", "clap-similar-subcommands"),
            ),
            (
                ContextKind::SuggestedArg,
                ("clap-similar-argument", "clap-similar-arguments"),
            ),
            (
                ContextKind::SuggestedValue,
                ("clap-similar-value", "clap-similar-values"),
            ),
        ] {
            let tip = match error.get(kind) {
                Some(ContextValue::String(name)) => WORDS.message(one, &[("name", name.as_str().into())]),
                Some(ContextValue::Strings(names)) if names.len() == 1 => {
                    WORDS.message(one, &[("name", names[0].as_str().into())])
                }
                Some(ContextValue::Strings(names)) => {
                    let names = names
                        .iter()
                        .map(|n| format!("'{n}'"))
                        .collect::<Vec<_>>()
                        .join(", ");
                    WORDS.message(many, &[("names", names.into())])
                }
                _ => continue,
            };
            let _ = write!(text, "\n\n  {tip}");
        }
        if let Some(ContextValue::StyledStrs(tips)) = error.get(ContextKind::Suggested) {
            let arg = match error.get(ContextKind::InvalidArg) {
                Some(ContextValue::String(arg)) => arg.as_str(),
                _ => "",
            };
            for tip in tips {
                let tip = tip.to_string();
                // the one tip clap gives for our commands; any other is shown as clap words it
                let tip = if tip == format!("to pass '{arg}' as a value, use '-- {arg}'") {
                    tr!("clap-tip-escape", arg = arg)
                } else {
                    tip
                };
                let _ = write!(text, "\n  {}", tr!("clap-tip", tip = tip));
            }
        }
        if let Some(ContextValue::StyledStr(usage)) = error.get(ContextKind::Usage) {
            // clap writes its own heading before the usage line
            let usage = usage.to_string();
            let line = usage.split_once(' ').map_or(usage.as_str(), |(_, rest)| rest);
            let _ = write!(text, "\n\n{} {line}", tr!("help-usage"));
        }
        let _ = write!(text, "\n\n{}", tr!("clap-more-information", help = "--help"));
        // every line escaped and cut once more: a tip or a suggestion may quote what was typed too
        let text = tr!("cli-error", message = text)
            .lines()
            .map(|line| metro_core::Printable::max_chars(line, 2_000).to_string())
            .collect::<Vec<_>>()
            .join("\n");
        let mut styled = StyledStr::new();
        styled.push_str(&text);
        styled.push_str("\n");
        styled
    }
}

/// The first line of a usage error: what is wrong.
fn message(error: &clap::error::Error<Words>) -> String {
    // What the user typed goes in escaped and cut: a value with control characters cannot rewrite the line around
    // it (`--language $'\e[2K\rde'` showed "invalid value 'de'"), and one of 100,000 characters is not printed whole.
    let string = |kind| match error.get(kind) {
        Some(ContextValue::String(value)) => Some(metro_core::text::printable(value)),
        _ => None,
    };
    let arg = string(ContextKind::InvalidArg).unwrap_or_default();
    let value = string(ContextKind::InvalidValue).unwrap_or_default();
    let list = |kind, id: &str| match error.get(kind) {
        Some(ContextValue::Strings(values)) if !values.is_empty() => {
            let values: Vec<String> = values.iter().map(|v| metro_core::text::printable(v)).collect();
            format!("\n  {}", tr!(id, values = values.join(", ")))
        }
        _ => String::new(),
    };
    match error.kind() {
        ErrorKind::ArgumentConflict => match error.get(ContextKind::PriorArg) {
            Some(ContextValue::String(prior)) if *prior == arg => tr!("clap-argument-repeated", arg = arg),
            Some(ContextValue::String(prior)) => {
                tr!("clap-argument-conflict", arg = arg, other = prior.as_str())
            }
            Some(ContextValue::Strings(priors)) => {
                let mut text = tr!("clap-argument-conflict-list", arg = arg);
                for prior in priors {
                    let _ = write!(text, "\n  {prior}");
                }
                text
            }
            _ => tr!("clap-argument-conflict-others", arg = arg),
        },
        ErrorKind::InvalidValue if value.is_empty() => tr!("clap-value-missing", arg = arg),
        ErrorKind::InvalidValue => {
            tr!("clap-value-invalid", value = value, arg = arg)
                + &list(ContextKind::ValidValue, "clap-possible-values")
        }
        ErrorKind::ValueValidation => match std::error::Error::source(error) {
            Some(reason) => tr!(
                "clap-value-refused",
                value = value,
                arg = arg,
                reason = reason.to_string()
            ),
            None => tr!("clap-value-invalid", value = value, arg = arg),
        },
        ErrorKind::InvalidSubcommand => tr!(
            "clap-subcommand-unknown",
            command = string(ContextKind::InvalidSubcommand).unwrap_or_default()
        ),
        ErrorKind::MissingSubcommand => {
            tr!(
                "clap-subcommand-missing",
                command = string(ContextKind::InvalidSubcommand).unwrap_or_default()
            ) + &list(ContextKind::ValidSubcommand, "clap-subcommands")
        }
        ErrorKind::MissingRequiredArgument => {
            let mut text = tr!("clap-arguments-missing");
            if let Some(ContextValue::Strings(missing)) = error.get(ContextKind::InvalidArg) {
                for arg in missing {
                    let _ = write!(text, "\n  {arg}");
                }
            }
            text
        }
        ErrorKind::TooManyValues => tr!("clap-value-unexpected", value = value, arg = arg),
        ErrorKind::TooFewValues | ErrorKind::WrongNumberOfValues => tr!("clap-values-count", arg = arg),
        ErrorKind::UnknownArgument => tr!("clap-argument-unknown", arg = arg),
        ErrorKind::InvalidUtf8 => tr!("clap-not-utf8"),
        // an error with a message of its own (an I/O error writing the help, …)
        _ => match std::error::Error::source(error) {
            Some(source) => source.to_string(),
            None => tr!("clap-invalid"),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(list: &[&str]) -> Vec<OsString> {
        list.iter().map(OsString::from).collect()
    }

    #[test]
    fn the_language_is_read_before_clap_parses() {
        assert_eq!(
            language_in(&args(&["metro", "--language", "de", "sim", "--help"])),
            Some(Language::German)
        );
        assert_eq!(
            language_in(&args(&["metro", "check", "--language=it_IT.UTF-8", "-h"])),
            Some(Language::Italian)
        );
        assert_eq!(language_in(&args(&["metro", "--language", "fr", "--help"])), None);
        assert_eq!(language_in(&args(&["metro", "--language"])), None);
        assert_eq!(
            language_in(&args(&["metro", "map", "check", "--", "--language=de"])),
            None
        );
    }

    #[test]
    fn numbers_out_of_range_are_refused_in_words() {
        assert_eq!(number::<u8, 1, 5>("3"), Ok(3));
        assert_eq!(
            number::<u8, 1, 5>("9"),
            Err("expected a whole number from 1 to 5".to_owned())
        );
        assert_eq!(
            number::<u64, 0, { u64::MAX }>("x"),
            Err("expected a whole number".to_owned())
        );
        metro_lang::with_language(Language::German, || {
            assert_eq!(
                number::<u8, 1, 5>("0"),
                Err("erwartet: eine ganze Zahl von 1 bis 5".to_owned())
            );
        });
    }

    /// Every command and argument of the tree has its words in the catalog, and the English ones are the doc
    /// comments of the derive: the English help says what it always said.
    #[test]
    fn every_command_and_argument_has_its_words_and_english_is_the_derive() {
        let mut derived = crate::Cli::command();
        derived.build();
        let mut missing = Vec::new();
        let mut differ = Vec::new();
        fn walk(command: &Command, path: &[String], missing: &mut Vec<String>, differ: &mut Vec<String>) {
            let name = command.get_name();
            let key = command_key(name, path);
            let mut check = |ids: &[String], derived: Option<String>| match ids
                .iter()
                .find(|id| WORDS.has(Language::English, id))
            {
                Some(id) => {
                    let english = WORDS.message_in(Language::English, id, &[]);
                    if let Some(derived) = derived
                        && derived != english
                    {
                        differ.push(format!("{id}: {english:?} ≠ derive {derived:?}"));
                    }
                }
                None => missing.push(ids.join(" or ")),
            };
            if let Some(about) = command.get_about() {
                check(&[format!("help-{key}")], Some(about.to_string()));
            }
            for arg in command.get_arguments() {
                let id = arg.get_id().as_str().replace('_', "-");
                // clap's own `--help`/`--version` texts differ from ours ("(see more with '--help')")
                let derived = (!matches!(id.as_str(), "help" | "version" | "subcommand"))
                    .then(|| arg.get_help().map(ToString::to_string))
                    .flatten();
                check(
                    &[format!("help-arg-{key}-{id}"), format!("help-arg-{id}")],
                    derived,
                );
                let names = if arg.get_action().takes_values() {
                    arg.get_value_names().unwrap_or_default()
                } else {
                    &[]
                };
                for name in names {
                    check(
                        &[format!("help-value-{}", name.as_str().to_lowercase())],
                        Some(name.to_string()),
                    );
                }
            }
            for sub in command.get_subcommands() {
                let mut sub_path = path.to_vec();
                if sub.get_name() != "help" {
                    sub_path.push(sub.get_name().to_owned());
                }
                walk(sub, &sub_path, missing, differ);
            }
        }
        walk(&derived, &[], &mut missing, &mut differ);
        assert!(missing.is_empty(), "no words for: {missing:#?}");
        assert!(
            differ.is_empty(),
            "English words differ from the doc comments: {differ:#?}"
        );
    }
}
