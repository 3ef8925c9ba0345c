# DO NOT EDIT — generated from schema/triggers/http.schema.json by make generate
"""HttpTriggerConfig: http.schema.json."""

from typing import NotRequired, TypedDict

from svc_schema.common.function_id import FunctionId


class HttpTriggerConfig(TypedDict):
    """Config of an `http` trigger: serve `function_id` at a method and path of the engine
    HTTP API. The handler receives contracts/http-request and returns
    contracts/http-response. Unknown keys are ignored.
    """

    api_path: str
    """Route path. Parameters are written `:name` or `{name}`; a leading `/` is optional.
    Paths beginning with `/_` are reserved for the engine.
    """
    http_method: NotRequired[str]
    """HTTP method, `GET` when absent; matched case-insensitively."""
    condition_function_id: NotRequired[FunctionId]
    """Function called with the request payload first; a result of exactly `false` answers
    422 with `skipped: true` instead of running the handler.
    """
    middleware_function_ids: NotRequired[list[FunctionId]]
    """Functions run before the handler, in order."""
    auth_function_id: NotRequired[FunctionId]
    """svc addition: function called with contracts/http-auth-request before the
    middleware, condition and handler; it returns contracts/http-auth-result. A refusal
    is answered 401 or 403 without calling the handler; a failure, a timeout or a result
    that is not contracts/http-auth-result is answered 503 `AUTH_UNAVAILABLE`.
    """
    auth_include_body: NotRequired[bool]
    """svc addition: give the auth function the request body (`body`, `raw_body`); it is
    then called once the body is in. Without it the auth function runs before the body
    is read, so a refused client sends none.
    """
    stream_body: NotRequired[bool]
    """svc addition: hand the request body to the handler as a channel (`request_body`, a
    reader) instead of `body`/`raw_body`, with no JSON body limit, and offer a
    `response` channel (a writer) to stream the answer: text frames
    `{"type":"set_status","status_code":n}` and `{"type":"set_headers","headers":{…}}`,
    then binary body chunks, then close. Needs svc-channels.
    """
    body_limit_bytes: NotRequired[int]
    """svc addition: with `stream_body`, the largest request body this route takes (default
    1 GiB); past it the body channel is closed with 1009 and the request answered 413 if
    no answer was sent yet.
    """
