# DO NOT EDIT — generated from schema/config/workers/ by make generate
"""svc wire types: config/workers."""
