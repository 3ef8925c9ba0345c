# DO NOT EDIT — generated from schema/triggers/ by make generate
"""svc wire types: triggers."""
