# DO NOT EDIT — generated from schema/config/ by make generate
"""svc wire types: config."""
