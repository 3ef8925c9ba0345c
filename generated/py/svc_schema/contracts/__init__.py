# DO NOT EDIT — generated from schema/contracts/ by make generate
"""svc wire types: contracts."""
