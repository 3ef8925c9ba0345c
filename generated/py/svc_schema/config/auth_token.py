# DO NOT EDIT — generated from schema/config/auth-token.schema.json by make generate
"""AuthToken: auth-token.schema.json."""

from typing import NotRequired, TypedDict


class AuthToken(TypedDict):
    """One accepted token and what a connection presenting it may do. The secret comes from
    exactly one of `value`, `env` and `file` (the engine refuses to start otherwise). A
    pattern is an exact id, or a prefix followed by `*` (`billing::*`); `*` alone
    matches everything. A scope left out allows everything, so a token with no scopes
    only authenticates.
    """

    name: str
    """The token's name: shown in logs, listings and refusals instead of the secret."""
    value: NotRequired[str]
    """The secret itself (write `${VAR}` to take it from the environment when the config
    loads).
    """
    env: NotRequired[str]
    """Name of an environment variable holding the secret, read at start."""
    file: NotRequired[str]
    """A file holding the secret (surrounding white space is ignored), relative to the
    config file; read at start.
    """
    console: NotRequired[bool]
    """The token may also be used for the console API (`/_console/*`), `/_metrics` and the
    stream socket (3112); the console server presents it.
    """
    register: NotRequired[list[str]]
    """Function ids the token may register (patterns)."""
    invoke: NotRequired[list[str]]
    """Function ids the token may invoke (patterns). `engine::workers::register`,
    `engine::channels::create` and `engine::log::*` are always allowed, as SDKs call
    them on their own.
    """
    trigger_types: NotRequired[list[str]]
    """Trigger types the token may bind functions to (patterns), by `registertrigger` or
    `engine::register_trigger`.
    """
    provide_trigger_types: NotRequired[list[str]]
    """Trigger types the token may provide with `registertriggertype` (patterns)."""
    state_read: NotRequired[list[str]]
    """State scopes the token may read with `state::get`, `state::list` (patterns);
    `state::list_groups` needs `*`.
    """
    state_write: NotRequired[list[str]]
    """State scopes the token may change with `state::set`, `state::update`,
    `state::delete`, `state::compare_and_set` (patterns).
    """
    queue_provider: NotRequired[bool]
    """The token may provide `engine::queue::enqueue` (an external queue), even when
    `register` does not list it.
    """
    max_connections: NotRequired[int]
    """Worker connections this token may hold at once; default `max_connections_per_token`.
    """
