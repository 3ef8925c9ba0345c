# DO NOT EDIT — generated from schema/config/cluster.schema.json by make generate
"""ClusterConfig: cluster.schema.json."""

from typing import NotRequired, TypedDict


class ClusterConfig(TypedDict):
    """Settings engines of one cluster share. `token` is the secret engines present to each
    other; it is masked wherever the config is shown.
    """

    token: NotRequired[str]
    """The cluster's shared secret (write `${VAR}` to take it from the environment); every
    engine of the cluster has the same one.
    """
